import { useIntl } from '@dilemma/app-runtime'
import { Group, Text } from '@dilemma/design-system'
import { Pill } from '@dilemma/design-system/widgets'

interface ActiveSelectionChipProps {
  /** e.g. "#Kinder" or "Family"; null when no tag or category is chosen. */
  label: string | null
  onClear: () => void
}

/** The active tag or category filter with a clear button. */
export function ActiveSelectionChip({ label, onClear }: ActiveSelectionChipProps) {
  const intl = useIntl()
  if (label === null) return null
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'member.feed.chip.filteredBy' })}
      </Text>
      <Pill
        size="lg"
        withRemoveButton
        onRemove={onClear}
        // Mantine hides the remove button from assistive technology by default; here it is the only way to clear.
        removeButtonProps={{
          'aria-label': intl.formatMessage({ id: 'member.feed.chip.clear' }),
          'aria-hidden': false,
          tabIndex: 0,
        }}
      >
        {label}
      </Pill>
    </Group>
  )
}
