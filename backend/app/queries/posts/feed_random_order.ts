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
import { cardPostOfRow } from '#queries/posts/card_post_rows'
import { readRows } from '#services/sql/driver_sql'
import { RANDOM_KEY_LIMIT } from '#rules/feed_random_key'
import { viewerStateJoins } from '#queries/posts/viewer_state'

/** Where the order of `seed` starts: a multiplicative hash modulo the prime 2^31 - 1. */
export function rotationPointOf(seed: number): number {
  return Number((BigInt(seed) * 2654435761n) % BigInt(RANDOM_KEY_LIMIT))
}

/**
 * The filters of a feed query as one SQL condition on `posts`, with its bindings, and the tag
 * filter apart: a tag's page reads that tag's links in key order (post_tags.random_key).
 */
export interface FeedCondition {
  sql: string
  bindings: readonly unknown[]
  tagId?: number
}

/**
 * Compiles the filters of `query` (its select and order are dropped; it must not filter by tag,
 * `tagId` does) for randomOrderPage. Every filter is a condition on `posts` (joins are EXISTS
 * subqueries), so the compiled statement is `select posts.id from posts where <condition>`.
 */
export function feedConditionOf(query: ModelQueryBuilderContract<typeof Post>, tagId?: number): FeedCondition {
  const { sql, bindings } = query.clone().clearSelect().clearOrder().select('posts.id').toSQL()
  const prefix = 'select `posts`.`id` from `posts` where '
  if (!sql.startsWith(prefix)) throw new Error(`A feed filter is not a condition on posts: ${sql}`)
  return { sql: `(${sql.slice(prefix.length)})`, bindings, tagId }
}

/** Where a page's keys are read: the posts, or one tag's links joined to their posts. */
interface KeyedRows {
  from: string
  key: string
  id: string
  /** The condition with the tag's, and their bindings. */
  where: string
  bindings: readonly unknown[]
}

function keyedRowsOf({ sql, bindings, tagId }: FeedCondition): KeyedRows {
  if (tagId === undefined) return { from: 'posts', key: 'posts.random_key', id: 'posts.id', where: sql, bindings }
  return {
    from: 'post_tags JOIN posts ON posts.id = post_tags.post_id',
    key: 'post_tags.random_key',
    id: 'post_tags.post_id',
    where: `post_tags.tag_id = ? AND ${sql}`,
    bindings: [tagId, ...bindings],
  }
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

export type KeyRange = { from: number } | { below: number }

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
  const { sql, bindings } = halfPageSql(condition, range, limit, offset, viewerId)
  return (await readRows<ModelObject>(sql, bindings)).map(cardPostOfRow)
}

/** The statement of halfPage (exported for the test of its query plan). */
export function halfPageSql(
  condition: FeedCondition,
  range: KeyRange,
  limit: number,
  offset: number,
  viewerId: number | null,
): { sql: string; bindings: unknown[] } {
  const [operator, key] = 'from' in range ? ['>=', range.from] : ['<', range.below]
  const viewer = viewerId === null ? { columns: '', joins: '', bindings: [] } : viewerStateJoins(viewerId)
  const columns = `posts.*${viewer.columns ? `, ${viewer.columns}` : ''}`
  const rows = keyedRowsOf(condition)
  const slice =
    `WHERE ${rows.where} AND ${rows.key} ${operator} ? ` + `ORDER BY ${rows.key}, ${rows.id} LIMIT ? OFFSET ?`
  const sliceBindings = [...rows.bindings, key, limit, offset]

  if (viewerId === null || offset < IDS_FIRST_FROM_OFFSET) {
    return {
      sql: `SELECT ${columns} FROM ${rows.from} ${viewer.joins} ${slice}`,
      bindings: [...viewer.bindings, ...sliceBindings],
    }
  }
  return {
    sql:
      `SELECT ${columns} FROM (SELECT ${rows.id} AS id, ${rows.key} AS random_key FROM ${rows.from} ${slice}) ` +
      `AS page_ids JOIN posts ON posts.id = page_ids.id ${viewer.joins} ORDER BY page_ids.random_key, page_ids.id`,
    bindings: [...sliceBindings, ...viewer.bindings],
  }
}

/** How many matching posts have a key from `start` on. */
async function countKeys(condition: FeedCondition, start: number): Promise<number> {
  const rows = keyedRowsOf(condition)
  const sql = `SELECT COUNT(*) AS keys_from_seed FROM ${rows.from} WHERE ${rows.where} AND ${rows.key} >= ?`
  const [row] = await readRows<{ keys_from_seed: number | string }>(sql, [...rows.bindings, start])
  return Number(row?.keys_from_seed ?? 0)
}
