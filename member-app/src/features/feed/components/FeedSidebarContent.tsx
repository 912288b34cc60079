import type { FeedSort } from '@dilemma/api-client'
import { FormattedMessage } from '@dilemma/app-runtime'
import { Button, Stack, useDisclosure } from '@dilemma/design-system'
import { Divider } from '@dilemma/design-system/forms'
import { Collapse } from '@dilemma/design-system/widgets'
import type { FeedFilterFlag, FeedFilters, FeedSelection } from '../lib/feedFilters'
import { CategoryList } from './CategoryList'
import { FeedFiltersPanel } from './FeedFiltersPanel'
import { PopularTags } from './PopularTags'
import { TrendingPosts } from './TrendingPosts'

export interface FeedSidebarContentProps {
  filters: FeedFilters
  selection: FeedSelection
  signedIn: boolean
  onFlagChange: (flag: FeedFilterFlag, on: boolean) => void
  onSortChange: (sort: FeedSort) => void
  onTagSelect: (tagId: number) => void
  onCategorySelect: (categoryId: number) => void
  /** The mobile menu also lists trending posts. */
  withTrending?: boolean
  onNavigate?: () => void
}

/** Collapsible filters, popular tags, categories (and trending posts in the mobile menu). */
export function FeedSidebarContent({
  filters,
  selection,
  signedIn,
  onFlagChange,
  onSortChange,
  onTagSelect,
  onCategorySelect,
  withTrending = false,
  onNavigate,
}: FeedSidebarContentProps) {
  const [filtersOpened, filtersPanel] = useDisclosure(true)
  return (
    <Stack gap="md">
      <div>
        <Button variant="subtle" onClick={filtersPanel.toggle} aria-expanded={filtersOpened} px={0} fw={800}>
          <FormattedMessage id="member.feed.filters.title" />
        </Button>
        <Collapse expanded={filtersOpened}>
          <FeedFiltersPanel
            filters={filters}
            signedIn={signedIn}
            onFlagChange={onFlagChange}
            onSortChange={onSortChange}
          />
        </Collapse>
      </div>
      <Divider />
      <CategoryList activeCategoryId={selection.categoryId} onSelect={onCategorySelect} />
      <PopularTags activeTagId={selection.tagId} onSelect={onTagSelect} />
      {withTrending && <TrendingPosts onNavigate={onNavigate} />}
    </Stack>
  )
}
