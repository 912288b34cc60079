import { Button, ErrorState, FormattedMessage, PageLoader, Stack, Text, useIntl } from '@dilemma/design-system'
import { EmptyState } from '@dilemma/design-system/widgets'
import { PostCard } from '../../posts/components/PostCard'
import type { useFeedPosts } from '../api/useFeedPosts'
import { mergeFeedPages } from '../lib/feedPages'
import type { FeedEmptyKind } from '../lib/feedFilters'

interface FeedListProps {
  feed: ReturnType<typeof useFeedPosts>
  emptyKind: FeedEmptyKind
}

/** Loading, error, the four empty states, or the posts with load-more and the no-more message. */
export function FeedList({ feed, emptyKind }: FeedListProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })

  if (feed.isPending) return <PageLoader label={text('member.feed.loading')} />
  if (feed.isError) {
    return (
      <ErrorState
        title={text('member.feed.error.title')}
        message={text('member.feed.error.text')}
        retryLabel={text('member.feed.error.retry')}
        onRetry={() => void feed.refetch()}
      />
    )
  }

  const posts = mergeFeedPages(feed.data.pages)
  if (posts.length === 0) {
    return (
      <EmptyState
        title={text(`member.feed.empty.${emptyKind}.title`)}
        description={text(`member.feed.empty.${emptyKind}.text`)}
      />
    )
  }

  return (
    <Stack gap="lg">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {feed.hasNextPage ? (
        <Button variant="light" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage} mx="auto">
          <FormattedMessage id="member.feed.loadMore" />
        </Button>
      ) : (
        <Text ta="center" c="dimmed" py="md">
          <FormattedMessage id="member.feed.noMore" />
        </Text>
      )}
    </Stack>
  )
}
