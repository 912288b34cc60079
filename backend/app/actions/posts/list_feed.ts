import type { Infer } from '@vinejs/vine/types'
import type * as Wire from '@dilemma/contract'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { DateTime } from 'luxon'
import Post from '#models/post'
import type User from '#models/user'
import type { feedValidator } from '#validators/post'
import { postErrors } from '#exceptions/post_errors'
import { applyFeedFilters, applyFeedSort, type FeedFilters } from '#services/feed/feed_query'
import { drawRandomKey } from '#rules/feed_random_key'
import { feedConditionOf, randomOrderPage, type FeedCondition } from '#services/feed/feed_random_order'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { LRUCache } from 'lru-cache'
import { closeExpiredPollsPeriodically } from '#actions/posts/poll_expiry'
import { paginatePostCards } from '#actions/posts/post_cards'

export type FeedQuery = Infer<typeof feedValidator>

/**
 * GET /posts. Defaults: active polls only, random order. The random order is stable for a
 * given seed; without one the server picks a seed and returns it, and the client sends it back
 * for the next pages. votedOnly/unvotedOnly apply only to a signed-in viewer.
 */
export async function listFeed(feed: FeedQuery, viewer: User | null): Promise<Wire.FeedPage> {
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
  const now = DateTime.utc()
  const query = applyFeedFilters(Post.query(), filters, now)
  const filterKey = JSON.stringify(filters)
  const sort = feed.sort ?? 'random'
  const page = await paginatePostCards(sort === 'random' ? query : applyFeedSort(query, sort), feed, viewer, {
    pagePosts:
      sort === 'random'
        ? (pageNumber, limit, viewerId) =>
            randomOrderPage(compiledCondition(query, filterKey, now), seed, pageNumber, limit, viewerId)
        : undefined,
    totalKey: filterKey,
  })
  return { ...page, seed }
}

/**
 * The random feed's filters compiled, per filter set and second (the deadline filter compares with
 * the current second): every page of a feed compiles the same SQL, which cost about 30 µs. Per
 * process: the SQL depends on no member's data.
 */
const compiledFilters = new LRUCache<string, FeedCondition>({ max: 1_000, ttl: 2_000 })

function compiledCondition(
  query: ModelQueryBuilderContract<typeof Post>,
  filterKey: string,
  now: DateTime,
): FeedCondition {
  const key = `${toSqlDateTime(now)} ${filterKey}`
  let condition = compiledFilters.get(key)
  if (!condition) {
    condition = feedConditionOf(query)
    compiledFilters.set(key, condition)
  }
  return condition
}
