import { ComboboxChevron, TextInput } from '@mantine/core'
import type { ComboboxItem, SelectProps } from '@mantine/core'
import { Suspense, lazy, startTransition, useState } from 'react'
import type { ComponentType } from 'react'

/** The props a select on a first screen uses; the stand-in puts none of them on the DOM itself. */
export interface SelectOnFirstUseProps extends Pick<
  SelectProps,
  'label' | 'onChange' | 'allowDeselect' | 'comboboxProps' | 'disabled' | 'size'
> {
  value: string | null
  /** Labelled options: the stand-in shows the chosen one's label. */
  data: ComboboxItem[]
}

/** How the visitor first used the stand-in, weakest first: the select takes over accordingly. */
const uses = ['hover', 'focus', 'press'] as const
type FirstUse = (typeof uses)[number]

type MantineSelect = ComponentType<SelectProps<string>>

let loadedSelect: MantineSelect | null = null
const SuspendedSelect = lazy<MantineSelect>(() =>
  import('./mantineSelect').then((module) => {
    loadedSelect = module.Select
    return { default: module.Select }
  }),
)

interface ClosedSelectProps extends SelectOnFirstUseProps {
  onUse: (use: FirstUse) => void
}

/** Mantine's Select as it looks closed: a read-only input with the chosen option's label and the chevron. */
function ClosedSelect({ label, value, data, disabled, size, onUse }: ClosedSelectProps) {
  return (
    <TextInput
      label={label}
      value={data.find((option) => option.value === value)?.label ?? ''}
      disabled={disabled}
      size={size}
      readOnly
      pointer
      rightSection={<ComboboxChevron size={size} />}
      rightSectionPointerEvents="none"
      onPointerEnter={() => onUse('hover')}
      onFocus={() => onUse('focus')}
      onClick={() => onUse('press')}
    />
  )
}

/**
 * Mantine's Select, fetched when the visitor first points at, focuses or clicks it; until then
 * it is shown closed, looking the same. Its dropdown's code (Combobox, Popover, floating-ui) is
 * thus not part of the page that shows it (the feed's sort). The select that replaces a
 * focused or clicked stand-in takes the focus, and opens when it was clicked.
 */
export function SelectOnFirstUse(props: SelectOnFirstUseProps) {
  // Chosen once per select: switching while shown would mount it again.
  const [Loaded] = useState(() => loadedSelect)
  const [use, setUse] = useState<FirstUse | null>(null)
  if (Loaded) return <Loaded {...props} />
  // In a transition, so that the stand-in stays on the page (and takes a press after a hover) until
  // the select's code is there, instead of being replaced by the fallback.
  const strongest = (next: FirstUse) =>
    startTransition(() =>
      setUse((current) => (current && uses.indexOf(current) >= uses.indexOf(next) ? current : next)),
    )
  const closed = <ClosedSelect {...props} onUse={strongest} />
  return (
    <Suspense fallback={closed}>
      {use ? (
        <SuspendedSelect {...props} autoFocus={use !== 'hover'} defaultDropdownOpened={use === 'press'} />
      ) : (
        closed
      )}
    </Suspense>
  )
}
