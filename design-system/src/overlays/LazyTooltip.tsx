import type { TooltipProps } from '@mantine/core'
import { mergeRefs } from '@mantine/hooks'
import { cloneElement, useEffect, useRef, useState } from 'react'
import type { ReactElement, Ref, SyntheticEvent } from 'react'
import { deferredComponent } from '../lazy/deferredComponent'
import type { DeferredComponent } from '../lazy/deferredComponent'

const DeferredTooltip = deferredComponent<TooltipProps>(
  () => import('./mantineTooltip').then((module) => module.Tooltip),
  (props) => props.children,
)
let tooltipFetched = false
const fetchTooltip = () => DeferredTooltip.load().then(() => (tooltipFetched = true))

/** How the target is in use: pointed at, touched or focused; null once left or blurred. */
type Use = 'pointer' | 'touch' | 'focus' | null

type Handler = (event: SyntheticEvent) => void
interface TargetProps {
  ref?: Ref<HTMLElement>
  onPointerEnter?: Handler
  onPointerLeave?: Handler
  onTouchStart?: Handler
  onFocus?: Handler
  onBlur?: Handler
}

/** `target` with `use` told of the events that show and hide a tooltip, after its own handlers. */
function withUseTracked(target: ReactElement<TargetProps>, use: (now: Use) => void) {
  const then = (own: Handler | undefined, now: Use) => (event: SyntheticEvent) => {
    own?.(event)
    use(now)
  }
  return cloneElement(target, {
    onPointerEnter: then(target.props.onPointerEnter, 'pointer'),
    onPointerLeave: then(target.props.onPointerLeave, null),
    onTouchStart: then(target.props.onTouchStart, 'touch'),
    onFocus: then(target.props.onFocus, 'focus'),
    onBlur: then(target.props.onBlur, null),
  })
}

/**
 * Mantine's Tooltip, fetched when its target is first pointed at, touched or focused: until then the
 * target shows alone, so a page does not load Mantine's floating parts (floating-ui, ~20 KB brotli)
 * for a tooltip nobody asks for (a member's own poll with votes, on her feed and post pages; issue
 * 27). It opens once its code is there if the target is still pointed at, touched or focused; a
 * focused target keeps the focus. A disabled tooltip renders only its target and fetches nothing,
 * as Mantine's does.
 */
function TooltipOnFirstUse(props: TooltipProps) {
  // Chosen once per tooltip: switching from the tooltip back to the stand-in would mount it again.
  const [standIn] = useState(() => !tooltipFetched)
  // The tooltip, once fetched: open at first if the target was still in use.
  const [shown, setShown] = useState<{ opened: boolean; focus: boolean } | null>(null)
  const inUse = useRef<Use>(null)
  const targetRef = useRef<HTMLElement>(null)
  // The tooltip's target is a new element: a focused stand-in hands it the focus.
  useEffect(() => {
    if (shown?.focus) targetRef.current?.focus()
  }, [shown])
  if (props.disabled) return props.children
  if (!standIn) return <DeferredTooltip {...props} />
  const target = props.children as ReactElement<TargetProps>
  if (shown === null) {
    const use = (now: Use) => {
      // A touch ends with the pointer leaving: the tooltip it asked for still opens.
      if (now === null && inUse.current === 'touch') return
      inUse.current = now
      if (now === null) return
      fetchTooltip().then(
        () => setShown({ opened: inUse.current !== null, focus: inUse.current === 'focus' }),
        // Without its code the target stays alone; the next use asks again.
        (error: unknown) => console.warn('Could not load the tooltip', error),
      )
    }
    return withUseTracked(target, use)
  }
  return (
    <DeferredTooltip {...props} defaultOpened={shown.opened}>
      {cloneElement(target, { ref: mergeRefs(target.props.ref, targetRef) })}
    </DeferredTooltip>
  )
}

export const Tooltip: DeferredComponent<TooltipProps> = Object.assign(TooltipOnFirstUse, { load: fetchTooltip })
