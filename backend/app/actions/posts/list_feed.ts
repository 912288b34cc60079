import type { Infer } from '@vinejs/vine/types'
import Post from '#models/post'
import type User from '#models/user'
import type { feedValidator } from '#validators/post'
import { postErrors } from '#exceptions/post_errors'
import { applyFeedFilters, applyFeedSort, type FeedFilters } from '#services/feed_query'
import { drawRandomKey } from '#services/feed_random_key'
import { randomOrderPage } from '#services/feed_random_order'
import { closeExpiredPollsPeriodically } from '#services/poll_expiry'
import { paginatePostCards } from '#services/post_cards'

export type FeedQuery = Infer<typeof feedValidator>

/**
 * GET /posts. Defaults: active polls only, random order. The random order is stable for a
 * given seed; without one the server picks a seed and returns it, and the client sends it back
 * for the next pages. votedOnly/unvotedOnly apply only to a signed-in viewer.
 */
export async function listFeed(feed: FeedQuery, viewer: User | null) {
  if (feed.votedOnly && feed.unvotedOnly) {
    throw postErrors.invalidFields([
      { field: 'unvotedOnly', rule: 'exclusive', message: 'votedOnly and unvotedOnly exclude each other.' },
    ])
  }
  await closeExpiredPollsPeriodically()

  const seed = feed.seed ?? drawRandomKey()
  const filters: FeedFilters = {
    tagId: feed.tag_id,
    categoryId: feed.category_id,
    search: feed.search,
    activeOnly: feed.activeOnly ?? true,
    votedBy: viewer && feed.votedOnly ? viewer.id : undefined,
    notVotedBy: viewer && feed.unvotedOnly ? viewer.id : undefined,
    type: feed.type,
    media: feed.media,
  }
  const query = applyFeedFilters(Post.query(), filters)
  const sort = feed.sort ?? 'random'
  const page = await paginatePostCards(sort === 'random' ? query : applyFeedSort(query, sort), feed, viewer, {
    pagePosts:
      sort === 'random'
        ? (pageNumber, limit, viewerId) => randomOrderPage(query, seed, pageNumber, limit, viewerId)
        : undefined,
    totalKey: JSON.stringify(filters),
  })
  return { ...page, seed }
}
