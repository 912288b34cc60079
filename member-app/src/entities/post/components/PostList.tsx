import { FormattedMessage, RenderedAfterTakeOver, useIntl } from '@dilemma/app-runtime'
import { Box, Button, ErrorState, PageLoader, Stack, Text } from '@dilemma/design-system'
import { EmptyState, SimpleGrid } from '@dilemma/design-system/widgets'
import type { EmptyStateProps } from '@dilemma/design-system/widgets'
import type { PostPagesQuery } from '../api/usePostPages'
import { mergePostPages } from '../lib/postPages'
import { PostCard } from './PostCard'

interface PostListProps {
  list: PostPagesQuery
  /** What to say (and offer) when the list has no post at all. */
  empty: EmptyStateProps
  /** The owner's own profile: her polls show their results once they have votes. */
  ownerView?: boolean
  /** The cards' heading level: 3 when the list sits under a heading of its own. */
  cardTitleOrder?: 2 | 3
  /** Two columns of cards from the small breakpoint up instead of one (the public profile). */
  grid?: boolean
}

/**
 * The cards after the first: the browser lays them out and paints them only near the screen
 * (`content-visibility: auto`), a card's height estimated until then and remembered after. A page
 * of polls is ten cards of which a phone shows one or two: the rest were most of the style and
 * layout work of the first paint and of the app's take-over of it. The take-over shows
 * them as the server's markup and renders them one by one after it (RenderedAfterTakeOver).
 */
const laterCardStyle = { contentVisibility: 'auto', containIntrinsicSize: 'auto 520px' } as const

/** Loading, error with retry, the caller's empty state, or the cards with load-more and the no-more message. */
export function PostList({ list, empty, ownerView = false, cardTitleOrder = 2, grid = false }: PostListProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })

  if (list.isPending) return <PageLoader label={text('member.posts.list.loading')} />
  if (list.isError) {
    return (
      <ErrorState
        title={text('member.posts.list.error.title')}
        message={text('member.posts.list.error.text')}
        retryLabel={text('member.posts.list.error.retry')}
        onRetry={() => void list.refetch()}
      />
    )
  }

  const posts = mergePostPages(list.data.pages)
  if (posts.length === 0) return <EmptyState {...empty} />

  const cards = posts.map((post, index) =>
    index === 0 ? (
      <PostCard key={post.id} post={post} ownerView={ownerView} titleOrder={cardTitleOrder} firstOnScreen />
    ) : (
      <Box key={post.id} style={laterCardStyle}>
        <RenderedAfterTakeOver part={`post-${post.id}`}>
          <PostCard post={post} ownerView={ownerView} titleOrder={cardTitleOrder} />
        </RenderedAfterTakeOver>
      </Box>
    ),
  )
  return (
    <Stack gap="lg">
      {grid ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
          {cards}
        </SimpleGrid>
      ) : (
        cards
      )}
      {list.hasNextPage ? (
        <Button variant="light" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} mx="auto">
          <FormattedMessage id="member.posts.list.loadMore" />
        </Button>
      ) : (
        <Text ta="center" c="dimmed" py="md">
          <FormattedMessage id="member.posts.list.noMore" />
        </Text>
      )}
    </Stack>
  )
}
