// `@dilemma/design-system/widgets`: the parts of the feed's and a poll's first screen the landing
// page does not need: the poll card, the feed's inputs and layout, data-fetching hooks (a poll's
// dialogs are fetched when opened, their text area and copy button are in `./extras.ts`). The
// sign-in forms' inputs are in `./forms.ts`, later screens' components and the badges in
// `./extras.ts`, Select and NumberInput in `./pickers.ts`; the tooltip is fetched when first shown.
// A module-federation singleton of its own, so the browser fetches it only when a screen that
// imports it opens (docs/adr/0032-design-system-and-app-runtime.md). The first page's parts stay in
// the main entry (`./index.ts`).
export { Affix, Avatar, Checkbox, Collapse, Pill, SimpleGrid, Transition, VisuallyHidden } from '@mantine/core'
export { useDebouncedValue } from '@mantine/hooks'
// Fetched when the first one renders (a guest's feed shows none).
export { Tooltip } from './overlays/LazyTooltip'
// Shown closed at once, fetched when first used (Mantine's own: `./pickers.ts`).
export { SelectOnFirstUse } from './lazy/SelectOnFirstUse'
export type { SelectOnFirstUseProps } from './lazy/SelectOnFirstUse'
export { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'

export { EmptyState } from './components/EmptyState'
export type { EmptyStateProps } from './components/EmptyState'
export { PollCard, DESCRIPTION_LIMIT } from './poll-card/PollCard'
export type { PollCardProps } from './poll-card/PollCard'
export type { PollCardLabels, PollCardOption, PollOptionLetter } from './poll-card/pollCardTypes'
export { OPTION_TEXT_LIMIT } from './poll-card/PollOptionRow'
export { truncateText } from './poll-card/truncateText'
export { voteShares } from './poll-card/voteShares'
export { categoryName, useCategoryName } from './categories/categoryNames'
export type { NamedCategory } from './categories/categoryNames'
