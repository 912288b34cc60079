import type { TooltipProps } from '@mantine/core'
import { deferredComponent } from '../lazy/deferredComponent'
import type { DeferredComponent } from '../lazy/deferredComponent'

const DeferredTooltip = deferredComponent<TooltipProps>(
  () => import('./mantineTooltip').then((module) => module.Tooltip),
  (props) => props.children,
)

/**
 * Mantine's Tooltip, fetched when the first enabled one renders: until then its target shows
 * without it. A disabled Mantine tooltip renders only its target, so a disabled one fetches nothing
 * (the feed's edit button of a member's own poll that can still be edited; issue 27). The tooltip
 * brings Mantine's floating parts (floating-ui, ~20 KB brotli) that no other first-screen part needs.
 */
export const Tooltip: DeferredComponent<TooltipProps> = Object.assign(
  (props: TooltipProps) => (props.disabled ? props.children : <DeferredTooltip {...props} />),
  { load: DeferredTooltip.load },
)
