import type { PostPage } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { useCategoryName } from '@dilemma/design-system/widgets'
import { useCategories } from '../api/useCategories'
import type { FeedSelection } from '../lib/feedFilters'

/**
 * The chip text of the active tag ("#Kinder": the name comes with the filtered posts themselves)
 * or category (from the category list, in the language on screen); null when neither is chosen.
 */
export function useSelectionLabel(selection: FeedSelection, pages: readonly PostPage[] | undefined): string | null {
  const intl = useIntl()
  const categories = useCategories(selection.categoryId !== null)
  const categoryName = useCategoryName()
  if (selection.tagId !== null) {
    const tag = pages
      ?.flatMap((page) => page.posts.flatMap((post) => post.tags))
      .find((each) => each.id === selection.tagId)
    return tag ? `#${tag.name}` : intl.formatMessage({ id: 'member.feed.chip.tag' })
  }
  if (selection.categoryId !== null) {
    const category = categories.data?.categories.find((each) => each.id === selection.categoryId)
    return category ? categoryName(category) : intl.formatMessage({ id: 'member.feed.chip.category' })
  }
  return null
}
