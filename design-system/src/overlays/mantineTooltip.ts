// Loaded on demand by ./LazyTooltip: the tooltip and Mantine's floating parts are not part of a first page.
export { Tooltip } from '@mantine/core'
