import { useIntl } from '@dilemma/app-runtime'
import { memo } from 'react'
import type { PostPagesQuery } from '@/entities/post'
import { PostList } from '@/entities/post'
import type { FeedEmptyKind } from '../lib/feedFilters'

interface FeedListProps {
  feed: PostPagesQuery
  emptyKind: FeedEmptyKind
}

/**
 * The feed's polls; the empty state names the selection (none, tag, category, search). Memoised:
 * it renders again only when the (deferred) feed it shows has changed.
 */
export const FeedList = memo(function FeedList({ feed, emptyKind }: FeedListProps) {
  const intl = useIntl()
  const text = (part: string) => intl.formatMessage({ id: `member.feed.empty.${emptyKind}.${part}` })
  return <PostList list={feed} empty={{ title: text('title'), description: text('text') }} />
})
