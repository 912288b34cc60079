import type { TooltipProps } from '@mantine/core'
import { deferredComponent } from '../lazy/deferredComponent'

/**
 * Mantine's Tooltip, fetched when the first one renders: until then its target shows without it.
 * A guest's feed renders none, and the tooltip brings Mantine's floating parts (floating-ui,
 * ~20 KB gzip) that no other first-screen part needs (issue 27).
 */
export const Tooltip = deferredComponent<TooltipProps>(
  () => import('./mantineTooltip').then((module) => module.Tooltip),
  (props) => props.children,
)
