import { randomInt } from 'node:crypto'
import type { Infer } from '@vinejs/vine/types'
import Post from '#models/post'
import type User from '#models/user'
import type { feedValidator } from '#validators/post'
import { postErrors } from '#exceptions/post_errors'
import { applyFeedFilters, applyFeedSort } from '#services/feed_query'
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
    throw postErrors.invalidFields([{ field: 'unvotedOnly', rule: 'exclusive', message: 'votedOnly and unvotedOnly exclude each other.' }])
  }
  await closeExpiredPollsPeriodically()

  const seed = feed.seed ?? randomInt(0, 2 ** 31 - 1)
  const query = Post.query()
  applyFeedFilters(query, {
    tagId: feed.tag_id,
    categoryId: feed.category_id,
    search: feed.search,
    activeOnly: feed.activeOnly ?? true,
    votedBy: viewer && feed.votedOnly ? viewer.id : undefined,
    notVotedBy: viewer && feed.unvotedOnly ? viewer.id : undefined,
    type: feed.type,
    media: feed.media,
  })
  applyFeedSort(query, feed.sort ?? 'random', seed)
  const page = await paginatePostCards(query, feed, viewer)
  return { ...page, seed }
}
