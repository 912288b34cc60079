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
import { cardPostOfRow } from '#services/feed/card_post_rows'
import { readRows } from '#services/sql/driver_sql'
import { RANDOM_KEY_LIMIT } from '#rules/feed_random_key'
import { viewerStateJoins } from '#services/feed/viewer_state'

/** Where the order of `seed` starts: a multiplicative hash modulo the prime 2^31 - 1. */
export function rotationPointOf(seed: number): number {
  return Number((BigInt(seed) * 2654435761n) % BigInt(RANDOM_KEY_LIMIT))
}

/** The filters of a feed query as one SQL condition on `posts`, with its bindings. */
export interface FeedCondition {
  sql: string
  bindings: readonly unknown[]
}

/**
 * Compiles the filters of `query` (its select and order are dropped) for randomOrderPage. Every
 * filter is a condition on `posts` (joins are EXISTS subqueries), so the compiled statement is
 * `select posts.id from posts where <condition>`.
 */
export function feedConditionOf(query: ModelQueryBuilderContract<typeof Post>): FeedCondition {
  const { sql, bindings } = query.clone().clearSelect().clearOrder().select('posts.id').toSQL()
  const prefix = 'select `posts`.`id` from `posts` where '
  if (!sql.startsWith(prefix)) throw new Error(`A feed filter is not a condition on posts: ${sql}`)
  return { sql: `(${sql.slice(prefix.length)})`, bindings }
}

/**
 * One page of the posts `condition` matches in the order of `seed`. A page that lies within the
 * keys from the seed on (nearly every page) is one query on one range of the random_key index;
 * only a page that runs past the highest key reads on from the lowest keys with a second query.
 * (The two halves in one UNION ALL query cost MariaDB 70 % more on every page.)
 */
export async function randomOrderPage(
  condition: FeedCondition,
  seed: number,
  page: number,
  limit: number,
  viewerId: number | null = null,
): Promise<CardPost[]> {
  const start = rotationPointOf(seed)
  const offset = (page - 1) * limit
  const fromSeed = await halfPage(condition, { from: start }, limit, offset, viewerId)
  if (fromSeed.length === limit) return fromSeed

  // The keys from the seed on end within or before this page: the lowest keys come next.
  const keysFromSeed = fromSeed.length > 0 ? offset + fromSeed.length : await countKeys(condition, start)
  const beforeSeed = await halfPage(
    condition,
    { below: start },
    limit - fromSeed.length,
    Math.max(0, offset - keysFromSeed),
    viewerId,
  )
  return [...fromSeed, ...beforeSeed]
}

type KeyRange = { from: number } | { below: number }

/**
 * From this offset on, a member's page picks its ids first and joins her state to those alone:
 * her state joined while scanning is also looked up for every skipped post. Below it the plain
 * scan costs MariaDB less (about 20 % on the first page); a guest's page always scans.
 */
export const IDS_FIRST_FROM_OFFSET = 30

/**
 * Whole posts of one half of the order, ascending by key, with the viewer's state on each when
 * there is a viewer (viewerStateJoins).
 */
async function halfPage(
  condition: FeedCondition,
  range: KeyRange,
  limit: number,
  offset: number,
  viewerId: number | null,
): Promise<CardPost[]> {
  const [operator, key] = 'from' in range ? ['>=', range.from] : ['<', range.below]
  const viewer = viewerId === null ? { columns: '', joins: '', bindings: [] } : viewerStateJoins(viewerId)
  const columns = `posts.*${viewer.columns ? `, ${viewer.columns}` : ''}`
  const slice =
    `WHERE ${condition.sql} AND posts.random_key ${operator} ? ` +
    `ORDER BY posts.random_key, posts.id LIMIT ? OFFSET ?`
  const sliceBindings = [...condition.bindings, key, limit, offset]

  const rows =
    viewerId === null || offset < IDS_FIRST_FROM_OFFSET
      ? await readRows<ModelObject>(`SELECT ${columns} FROM posts ${viewer.joins} ${slice}`, [
          ...viewer.bindings,
          ...sliceBindings,
        ])
      : await readRows<ModelObject>(
          `SELECT ${columns} FROM (SELECT posts.id, posts.random_key FROM posts ${slice}) AS page_ids ` +
            `JOIN posts ON posts.id = page_ids.id ${viewer.joins} ORDER BY page_ids.random_key, page_ids.id`,
          [...sliceBindings, ...viewer.bindings],
        )
  return rows.map(cardPostOfRow)
}

/** How many matching posts have a key from `start` on. */
async function countKeys(condition: FeedCondition, start: number): Promise<number> {
  const sql = `SELECT COUNT(*) AS keys_from_seed FROM posts WHERE ${condition.sql} AND posts.random_key >= ?`
  const [row] = await readRows<{ keys_from_seed: number | string }>(sql, [...condition.bindings, start])
  return Number(row?.keys_from_seed ?? 0)
}
