// `@dilemma/design-system/widgets`: the parts no first page needs — form inputs, floating and
// animated pieces, data-fetching hooks and the poll card. A module-federation singleton of its own,
// so the browser fetches it only when a screen that imports it opens (docs/decisions.md).
// The first page's parts stay in the main entry (`./index.ts`).
export {
  Accordion,
  ActionIcon,
  Affix,
  Autocomplete,
  Avatar,
  Checkbox,
  CloseButton,
  Collapse,
  CopyButton,
  Divider,
  FileInput,
  Image,
  List,
  NumberInput,
  PasswordInput,
  Pill,
  Progress,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Switch,
  Tabs,
  TextInput,
  Textarea,
  Tooltip,
  Transition,
  VisuallyHidden,
} from '@mantine/core'
export { useDebouncedValue, useHeadroom, useMediaQuery, useTimeout, useWindowScroll } from '@mantine/hooks'
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
export * from './badges/index'
