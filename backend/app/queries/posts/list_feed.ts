import type { Infer } from '@vinejs/vine/types'
import type * as Wire from '@dilemma/contract'
import { DateTime } from 'luxon'
import Post from '#models/post'
import type User from '#models/user'
import type { feedValidator } from '#validators/post'
import { postErrors } from '#exceptions/post_errors'
import { applyFeedFilters, applyFeedSort, type FeedFilters, type PlannedFeedFilters } from '#queries/posts/feed_query'
import { feedConditionOf, randomOrderPage, type FeedCondition } from '#queries/posts/feed_random_order'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { LRUCache } from 'lru-cache'
import { closeExpiredPollsPeriodically } from '#sweeps/poll_expiry'
import { DEFAULT_PAGE_SIZE, paginatePostCards } from '#queries/posts/post_cards'
import {
  memberPage,
  sharedFeedAnswer,
  sharedFeedSeed,
  sharedPagesSwitchedOff,
  type FeedCards,
} from '#queries/posts/shared_feed_pages'
import { readsOwnWrites } from '#services/sql/read_replicas'
import { countingPlanOf, searchPlanOfText } from '#queries/posts/post_search'

export type FeedQuery = Infer<typeof feedValidator>

/**
 * GET /posts. Defaults: active polls only, random order. The random order is stable for a
 * given seed; without one the server answers with the seed of the moment (the same for everyone
 * for a few seconds) and the client sends it back for the next pages. votedOnly/unvotedOnly apply
 * only to a signed-in viewer. Pages come from the shared feed pages (shared_feed_pages.ts).
 */
export async function listFeed(feed: FeedQuery, viewer: User | null): Promise<Wire.FeedPage> {
  if (feed.votedOnly && feed.unvotedOnly) {
    throw postErrors.invalidFields([
      { field: 'unvotedOnly', rule: 'exclusive', message: 'votedOnly and unvotedOnly exclude each other.' },
    ])
  }
  await closeExpiredPollsPeriodically()

  const seed = feed.seed ?? (await sharedFeedSeed())
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
  const sort = feed.sort ?? 'random'
  const load = (reader: User | null) => feedCards(feed, filters, sort, seed, reader)
  // Her voted or unvoted polls are hers alone; every other page is a guest's page with her state,
  // unless she wrote moments ago: a shared page may have been filled from a replica without it.
  const ownPage = filters.votedBy !== undefined || filters.notVotedBy !== undefined || readsOwnWrites()
  if (ownPage || sharedPagesSwitchedOff) {
    return { ...(await load(viewer)), seed }
  }
  const key = JSON.stringify([
    filters,
    sort,
    sort === 'random' ? seed : null,
    feed.page ?? 1,
    feed.limit ?? DEFAULT_PAGE_SIZE,
  ])
  const shared = await sharedFeedAnswer(key, seed, () => load(null))
  return viewer ? { ...(await memberPage(shared, viewer.id)), seed } : shared
}

/** One page of the feed read from the database, with the state of `viewer` (none for a guest). */
async function feedCards(
  feed: FeedQuery,
  unplanned: FeedFilters,
  sort: NonNullable<FeedQuery['sort']>,
  seed: number,
  viewer: User | null,
): Promise<FeedCards> {
  const now = DateTime.utc()
  // Planned here, not per request: a guest's shared page costs no search plan.
  const filters = { ...unplanned, search: await searchPlanOfText(unplanned.search) }
  const query = applyFeedFilters(Post.query(), filters, now)
  const filterKey = JSON.stringify(unplanned)
  const countQuery = filters.search
    ? applyFeedFilters(Post.query(), { ...filters, search: countingPlanOf(filters.search) }, now)
    : query
  return paginatePostCards(sort === 'random' ? query : applyFeedSort(query, sort), feed, viewer, {
    countQuery,
    pagePosts:
      sort === 'random'
        ? (pageNumber, limit, viewerId) =>
            randomOrderPage(compiledCondition(filters, filterKey, now), seed, pageNumber, limit, viewerId)
        : undefined,
    totalKey: filterKey,
  })
}

/**
 * The random feed's filters compiled, per filter set and second (the deadline filter compares with
 * the current second): every page of a feed compiles the same SQL, which cost about 30 µs. Per
 * process: the SQL depends on no member's data.
 */
const compiledFilters = new LRUCache<string, FeedCondition>({ max: 1_000, ttl: 2_000 })

function compiledCondition(filters: PlannedFeedFilters, filterKey: string, now: DateTime<true>): FeedCondition {
  const key = `${toSqlDateTime(now)} ${filterKey}`
  let condition = compiledFilters.get(key)
  if (!condition) {
    const { tagId, ...others } = filters
    condition = feedConditionOf(applyFeedFilters(Post.query(), others, now), tagId)
    compiledFilters.set(key, condition)
  }
  return condition
}
