/*
 * The feed pages every guest sees. A guest's page depends on nothing of hers, so for
 * a few seconds every guest (and every server process) is served the same page: the pages live
 * in @adonisjs/cache (bentocache: memory L1, Redis L2 and bus when REDIS_HOST is set), whose
 * getOrSet lets one request per key fill an entry while the others wait for it, and whose grace
 * period serves the previous page while one request reads the next. A changed, deleted or
 * moderated post clears them all (model_invalidations.ts), so only counts trail, by seconds; the
 * live results keep the numbers on screen fresh.
 *
 * In front of them, each process keeps a guest's whole answer for a second (sharedFeedAnswer):
 * a hit of bentocache's memory layer parses the page from its JSON form on every read (about 15 µs
 * for ten cards, with its options and events besides), and an answer kept whole is sent
 * serialized and compressed once (shared_json_bodies.ts). It is forgotten with the pages.
 *
 * A member's page is the same cards with her own state, and the counters of those posts read
 * fresh with it in one query by primary key (memberPage): her vote shows in the counts at once.
 */
import { randomInt } from 'node:crypto'
import type * as Wire from '@dilemma/contract'
import { FEED_LIMITS } from '@dilemma/contract/limits'
import cache from '@adonisjs/cache/services/main'
import type { OptionLetter, PostStatus } from '#models/post'
import { PUBLIC_POST_STATUSES } from '#policies/post_policy'
import { effectiveStatus } from '#services/posts/poll_rules'
import { consumeDateTime } from '#models/column_types'
import { viewerStateJoins, viewerStateOf } from '#queries/posts/viewer_state'
import { readRows } from '#services/sql/driver_sql'
import { feedPageFills } from '#services/system/metrics'
import { DateTime } from 'luxon'
import { SharedCache } from '#services/cache/shared_cache'
import { sharedJsonBody } from '#services/http/shared_json_bodies'

/**
 * Only for `node ace bench:scale`, which measures what the feed's queries cost as the tables grow:
 * a server started with BENCH_SHARED_PAGES=off reads every page from the database.
 */
export const sharedPagesSwitchedOff = process.env.BENCH === '1' && process.env.BENCH_SHARED_PAGES === 'off'

/** How long a page is served before one request reads it again. */
export const SHARED_PAGE_TTL = '3s'
/** How long after that the previous page still answers while that request reads the next one. */
const SHARED_PAGE_GRACE = '10s'

export type FeedCards = Omit<Wire.FeedPage, 'seed'>

/**
 * Made once: each `namespace()` call builds a new namespace with locks of its own, and
 * getOrSet's one-fill-at-a-time holds only among the calls of one of them.
 */
let pagesNamespace: ReturnType<typeof cache.namespace> | undefined
const sharedPages = () => (pagesNamespace ??= cache.namespace('feed_pages'))

/**
 * The page of `key` as a guest sees it: from the cache, else from `load` (one call per key at a
 * time in this process; the others wait for its result). With a page past its ttl the answer is
 * that page at once (`timeout: 0`) while one request loads the next in the background.
 */
function sharedFeedPage(key: string, load: () => Promise<FeedCards>): Promise<FeedCards> {
  return sharedPages().getOrSet({
    key,
    ttl: SHARED_PAGE_TTL,
    grace: SHARED_PAGE_GRACE,
    timeout: 0,
    factory: async () => {
      feedPageFills.inc()
      return load()
    },
  })
}

/** The group every kept answer belongs to: a changed post forgets them all. */
const EVERY_ANSWER = 'all'

const sharedAnswers = new SharedCache<string, Readonly<Wire.FeedPage>>({
  name: 'feed_answers',
  ttlMs: 1_000,
  maxEntries: 500,
  groupsOf: () => [EVERY_ANSWER],
})

/**
 * A guest's answer for the page of `key` with `seed`: kept whole in this process for a second,
 * else built from the shared page (sharedFeedPage). The same frozen object answers every guest
 * meanwhile, and a member's page is made from its cards.
 */
export async function sharedFeedAnswer(
  key: string,
  seed: number,
  load: () => Promise<FeedCards>,
): Promise<Readonly<Wire.FeedPage>> {
  const answerKey = `${seed} ${key}`
  const kept = sharedAnswers.get(answerKey)
  if (kept) return kept
  const answer = sharedJsonBody({ ...(await sharedFeedPage(key, load)), seed })
  sharedAnswers.set(answerKey, answer)
  return answer
}

/**
 * The random order's seed of a feed opened without one, the same for everyone for a few seconds
 * so that their first pages are the same cache entry.
 */
export function sharedFeedSeed(): Promise<number> {
  return sharedPages().getOrSet({
    key: 'seed',
    ttl: SHARED_PAGE_TTL,
    factory: () => randomInt(1, FEED_LIMITS.maxSeed),
  })
}

/** Forgets every shared page in every process: a post changed in a way a card shows. */
export async function forgetSharedFeedPages(): Promise<void> {
  await Promise.all([sharedPages().clear(), sharedAnswers.deleteGroup(EVERY_ANSWER)])
}

/**
 * A guest's cards as `viewerId` sees them: her vote, like, save and report, whether she owns the
 * post, and its counters and status as they are now, all from one query on the page's posts by
 * primary key. A post no longer public (deleted, moderated) since the page was cached is left out.
 */
export async function memberPage(cards: FeedCards, viewerId: number): Promise<FeedCards> {
  if (cards.posts.length === 0) return cards
  const { sql, bindings } = memberPageSql(
    cards.posts.map((card) => card.id),
    viewerId,
  )
  const rows = await readRows<FreshRow>(sql, bindings)
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  const now = DateTime.utc()
  const posts = cards.posts.flatMap((card) => {
    const row = byId.get(card.id)
    if (!row || !PUBLIC_POST_STATUSES.includes(row.status)) return []
    return [withFreshRow(card, row, viewerId, now)]
  })
  return { posts, total: cards.total }
}

/** The one query of memberPage (exported for the test of its query plan). */
export function memberPageSql(ids: readonly number[], viewerId: number) {
  const viewer = viewerStateJoins(viewerId)
  return {
    sql:
      `SELECT posts.id, ${FRESH_COLUMNS}, ${viewer.columns} FROM posts ${viewer.joins} ` +
      `WHERE posts.id IN (${ids.map(() => '?').join(', ')})`,
    bindings: [...viewer.bindings, ...ids],
  }
}

const FRESH_COLUMNS =
  'posts.status, posts.time_limit, posts.vote_limit, posts.vote_count_a, posts.vote_count_b, ' +
  'posts.vote_count_c, posts.vote_count_d, posts.total_votes, posts.like_count'

interface FreshRow extends Record<string, unknown> {
  id: number | string
  status: PostStatus
  time_limit: unknown
  vote_limit: number | string | null
  vote_count_a: number | string
  vote_count_b: number | string
  vote_count_c: number | string
  vote_count_d: number | string
  total_votes: number | string
  like_count: number | string
}

function withFreshRow(card: Wire.Post, row: FreshRow, viewerId: number, now: DateTime): Wire.Post {
  const state = viewerStateOf(row)!
  const totalVotes = Number(row.total_votes)
  const voteLimit = row.vote_limit === null ? null : Number(row.vote_limit)
  return {
    ...card,
    status: effectiveStatus(
      { status: row.status, timeLimit: consumeDateTime(row.time_limit), voteLimit, totalVotes },
      now,
    ),
    vote_counts: {
      a: Number(row.vote_count_a),
      b: Number(row.vote_count_b),
      c: Number(row.vote_count_c),
      d: Number(row.vote_count_d),
    },
    total_votes: totalVotes,
    like_count: Number(row.like_count),
    user_choice: state.choice as OptionLetter | null,
    liked: state.liked,
    saved: state.saved,
    reported: state.reported,
    is_owner: card.user_id === viewerId,
  }
}
