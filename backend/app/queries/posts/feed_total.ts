/*
 * The `total` of a feed page. An exact COUNT(*) reads every matching index entry, so its cost
 * grows with the table, and the feed asks for it on every page. So the total is exact while
 * the matches are few (a count that stops after EXACT_TOTAL_LIMIT + 1 rows); beyond that it is
 * a full count remembered per filter set, fresh for TOTAL_MAX_AGE_MS. A remembered figure
 * answers with no count at all, also once it has aged: it is then recounted in the background
 * (a request never waits for a recount nor counts beside it: at a million polls the limited
 * count of a common search word alone took 120 ms, and every request made it while a recount
 * ran). A recount that finds the matches few again forgets the figure: the exact count is back.
 *
 * Across server processes the recount is shared: one process per filter set takes its lock
 * and counts, and the figure reaches the others through the shared cache (@adonisjs/cache,
 * Redis L2 when configured); a process that finds the lock taken keeps serving the figure it has.
 */
import { createHash } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import lock from '@adonisjs/lock/services/main'
import logger from '@adonisjs/core/services/logger'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Post from '#models/post'
import { isRedisUnavailable } from '#services/system/redis_connections'
import { readRows } from '#services/sql/driver_sql'

export const EXACT_TOTAL_LIMIT = 1000
export const TOTAL_MAX_AGE_MS = 30_000
/** Filter sets remembered at once (searches make many); the oldest is forgotten first. */
const REMEMBERED_FILTER_SETS = 500

type PostQuery = ModelQueryBuilderContract<typeof Post>

interface RememberedTotal {
  total?: number
  countedAt: number
  counting?: Promise<number>
}

interface CountedTotal {
  total: number
  countedAt: number
}

/** Figures outlive their freshness in the shared cache: a stale one still serves during a recount. */
const SHARED_FIGURE_TTL = '10m'

const rememberedTotals = new Map<string, RememberedTotal>()

/** The number of rows `query` matches; `filterKey` names its filters for remembering large totals. */
export async function countMatches(query: PostQuery, filterKey?: string): Promise<number> {
  if (filterKey === undefined) return countAll(query)
  const count = () => countAll(query)
  if (rememberedTotals.get(filterKey)?.total !== undefined) return rememberedTotal(filterKey, count)
  const counted = await countUpTo(query, EXACT_TOTAL_LIMIT + 1)
  if (counted <= EXACT_TOTAL_LIMIT) return counted
  return rememberedTotal(filterKey, count)
}

async function countAll(query: PostQuery): Promise<number> {
  const [row] = await query.clone().clearOrder().clearSelect().count('* as total')
  return Number(row?.$extras.total ?? 0)
}

async function countUpTo(query: PostQuery, cap: number): Promise<number> {
  const matching = query.clone().clearOrder().clearSelect().select('posts.id').limit(cap).toSQL()
  const rows = await readRows<{ total: number | string }>(
    `SELECT COUNT(*) AS total FROM (${matching.sql}) AS capped`,
    matching.bindings,
  )
  return Number(rows[0]?.total ?? 0)
}

async function rememberedTotal(filterKey: string, count: () => Promise<number>): Promise<number> {
  const entry = rememberedTotals.get(filterKey) ?? remember(filterKey)
  if (!isFresh(entry) && !entry.counting) {
    entry.counting = fleetTotal(filterKey, count)
      .then((figure) => {
        entry.total = figure.total
        entry.countedAt = figure.countedAt
        if (figure.total <= EXACT_TOTAL_LIMIT) rememberedTotals.delete(filterKey)
        return figure.total
      })
      .finally(() => (entry.counting = undefined))
  }
  if (entry.total === undefined) return entry.counting!
  // The previous figure answers now; a failed recount is retried by a later request.
  entry.counting?.catch((error) => logger.warn({ err: error }, 'recounting a feed total failed'))
  return entry.total
}

/**
 * The freshest figure any process has counted; counted here when none is fresh and this process
 * takes the filter set's lock (or when no figure exists at all and another process holds it).
 */
async function fleetTotal(filterKey: string, count: () => Promise<number>): Promise<CountedTotal> {
  const key = createHash('sha1').update(filterKey).digest('base64url')
  const figures = cache.namespace('feed_totals')
  const shared = await figures.get<CountedTotal>({ key })
  if (shared && isFresh(shared)) return shared
  const recount = lock.createLock(`feed_total:${key}`, TOTAL_MAX_AGE_MS)
  // Without the lock store (Redis away) this process counts for itself.
  const acquired = await recount.acquireImmediately().catch((error) => {
    if (isRedisUnavailable(error)) return undefined
    throw error
  })
  if (acquired === false && shared) return shared
  try {
    const counted = { total: await count(), countedAt: Date.now() }
    await figures.set({ key, value: counted, ttl: SHARED_FIGURE_TTL })
    return counted
  } finally {
    // Held while counting only (the figure's age says when to count again); one not released
    // (Redis gone meanwhile) expires by itself.
    if (acquired) await recount.release().catch(() => undefined)
  }
}

function isFresh(entry: { countedAt: number }): boolean {
  return Date.now() - entry.countedAt < TOTAL_MAX_AGE_MS
}

function remember(filterKey: string): RememberedTotal {
  if (rememberedTotals.size >= REMEMBERED_FILTER_SETS) rememberedTotals.delete(rememberedTotals.keys().next().value!)
  const entry: RememberedTotal = { countedAt: 0 }
  rememberedTotals.set(filterKey, entry)
  return entry
}
