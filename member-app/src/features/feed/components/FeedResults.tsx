import type { FeedQuery } from '@dilemma/api-client'
import { useDeferredValue } from 'react'
import { useFeedPosts } from '../api/useFeedPosts'
import { useSelectionLabel } from '../hooks/useSelectionLabel'
import { feedEmptyKind } from '../lib/feedFilters'
import type { FeedSelection } from '../lib/feedFilters'
import { ActiveSelectionChip } from './ActiveSelectionChip'
import { FeedList } from './FeedList'

interface FeedResultsProps {
  query: Omit<FeedQuery, 'page'>
  selection: FeedSelection
  onClearSelection: () => void
}

/**
 * The chosen tag or category and the polls: the only part of the feed that renders again when a
 * page of polls arrives. The cards render in a deferred render, which React may split: ten cards
 * with their actions were the feed's longest task on a phone.
 */
export function FeedResults({ query, selection, onClearSelection }: FeedResultsProps) {
  const feed = useDeferredValue(useFeedPosts(query))
  const selectionLabel = useSelectionLabel(selection, feed.data?.pages)
  return (
    <>
      <ActiveSelectionChip label={selectionLabel} onClear={onClearSelection} />
      <FeedList feed={feed} emptyKind={feedEmptyKind(selection)} />
    </>
  )
}
