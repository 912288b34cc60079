/*
 * The random feed order. Every post draws a `random_key` once, at creation; a seed names a point
 * on that circle of keys and the order starts there: keys ≥ the point ascending, then keys below
 * it ascending (the post id breaks ties). The point is a hash of the seed, so neighbouring seeds
 * start far apart. Each seed gives one fixed order, so pages neither repeat nor skip posts, and
 * each half is a range of the random_key index: a page reads its own slice of the index
 * instead of hashing and sorting every matching row.
 */
import type { ModelObject, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Post from '#models/post'
import type { CardPost } from '#serializers/post_serializer'
import { cardPostOfRow } from '#services/card_post_rows'
import { readRows } from '#services/driver_sql'
import { RANDOM_KEY_LIMIT } from '#services/feed_random_key'
import { viewerStateJoins } from '#services/viewer_state'

/** Where the order of `seed` starts: a multiplicative hash modulo the prime 2^31 - 1. */
export function rotationPointOf(seed: number): number {
  return Number((BigInt(seed) * 2654435761n) % BigInt(RANDOM_KEY_LIMIT))
}

/** The ids and keys of the posts a feed query matches, as SQL: `SELECT posts.id, posts.random_key …`. */
export interface MatchingKeysSql {
  sql: string
  bindings: readonly unknown[]
}

/** Compiles the filters of `query` (its select and order are dropped) for randomOrderPage. */
export function matchingKeysSqlOf(query: ModelQueryBuilderContract<typeof Post>): MatchingKeysSql {
  const { sql, bindings } = query.clone().clearSelect().clearOrder().select('posts.id', 'posts.random_key').toSQL()
  return { sql, bindings }
}

/**
 * One page of the posts `matching` selects (matchingKeysSqlOf) in the order of `seed`. A page
 * that lies within the keys from the seed on (nearly every page) is one query on one range of the
 * random_key index; only a page that runs past the highest key reads on from the lowest keys with
 * a second query. (The two halves in one UNION ALL query cost MariaDB 70 % more on every page.)
 */
export async function randomOrderPage(
  matching: MatchingKeysSql,
  seed: number,
  page: number,
  limit: number,
  viewerId: number | null = null,
): Promise<CardPost[]> {
  const start = rotationPointOf(seed)
  const offset = (page - 1) * limit
  const fromSeed = await halfPage(matching, { from: start }, limit, offset, viewerId)
  if (fromSeed.length === limit) return fromSeed

  // The keys from the seed on end within or before this page: the lowest keys come next.
  const keysFromSeed = fromSeed.length > 0 ? offset + fromSeed.length : await countKeys(matching, start)
  const beforeSeed = await halfPage(
    matching,
    { below: start },
    limit - fromSeed.length,
    Math.max(0, offset - keysFromSeed),
    viewerId,
  )
  return [...fromSeed, ...beforeSeed]
}

type KeyRange = { from: number } | { below: number }

/**
 * Whole posts of one half of the order, ascending by key: the page's ids are picked first and the
 * posts joined to them, so only the page's rows are read whole. With a viewer, her state on each
 * post comes along (viewerStateJoins).
 */
async function halfPage(
  matching: MatchingKeysSql,
  range: KeyRange,
  limit: number,
  offset: number,
  viewerId: number | null,
): Promise<CardPost[]> {
  const [operator, key] = 'from' in range ? ['>=', range.from] : ['<', range.below]
  const viewer = viewerId === null ? { columns: '', joins: '', bindings: [] } : viewerStateJoins(viewerId)
  const sql =
    `SELECT posts.*${viewer.columns ? `, ${viewer.columns}` : ''} FROM (` +
    `SELECT matching.id, matching.random_key FROM (${matching.sql}) AS matching ` +
    `WHERE matching.random_key ${operator} ? ORDER BY matching.random_key, matching.id LIMIT ? OFFSET ?` +
    `) AS page_ids JOIN posts ON posts.id = page_ids.id ${viewer.joins} ` +
    `ORDER BY page_ids.random_key, page_ids.id`
  const rows = await readRows<ModelObject>(sql, [...matching.bindings, key, limit, offset, ...viewer.bindings])
  return rows.map(cardPostOfRow)
}

/** How many matching posts have a key from `start` on. */
async function countKeys(matching: MatchingKeysSql, start: number): Promise<number> {
  const sql = `SELECT COUNT(*) AS keys_from_seed FROM (${matching.sql}) AS matching WHERE matching.random_key >= ?`
  const [row] = await readRows<{ keys_from_seed: number | string }>(sql, [...matching.bindings, start])
  return Number(row?.keys_from_seed ?? 0)
}
