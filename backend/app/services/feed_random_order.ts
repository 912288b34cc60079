/*
 * The random feed order. Every post draws a `random_key` once, at creation; a seed names a point
 * on that circle of keys and the order starts there: keys ≥ the point ascending, then keys below
 * it ascending (the post id breaks ties). The point is a hash of the seed, so neighbouring seeds
 * start far apart. Each seed gives one fixed order, so pages neither repeat nor skip posts, and
 * each half is a range of the random_key index: a page reads its own slice of the index
 * instead of hashing and sorting every matching row.
 */
import db from '@adonisjs/lucid/services/db'
import type { ModelObject, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Post from '#models/post'
import type { CardPost } from '#serializers/post_serializer'
import { cardPostOfRow } from '#services/card_post_rows'
import { rowsOf } from '#services/sql_results'
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
 * One page of the posts `matching` selects (matchingKeysSqlOf) in the order of `seed`, whole
 * posts in one query: a UNION ALL of the two halves, each limited to the rows up to the end of
 * the page, picks the page's ids; the posts are joined to those ids. The halves carry only ids
 * and keys: whole rows there (with their TEXT description) would make MySQL materialize each
 * half in an on-disk temporary table, ten times the cost of the query. With a viewer, her state
 * on each post comes along (viewerStateJoins).
 */
export async function randomOrderPage(
  matching: MatchingKeysSql,
  seed: number,
  page: number,
  limit: number,
  viewerId: number | null = null,
): Promise<CardPost[]> {
  const rowsUpToPageEnd = page * limit
  const start = rotationPointOf(seed)
  const half = (operator: '>=' | '<') =>
    `SELECT matching.id, matching.random_key FROM (${matching.sql}) AS matching ` +
    `WHERE matching.random_key ${operator} ? ORDER BY matching.random_key, matching.id LIMIT ?`
  const halfBindings = [...matching.bindings, start, rowsUpToPageEnd]
  const viewer = viewerId === null ? { columns: '', joins: '', bindings: [] } : viewerStateJoins(viewerId)
  const sql =
    `SELECT posts.*${viewer.columns ? `, ${viewer.columns}` : ''} FROM (` +
    `SELECT from_seed.id, from_seed.random_key, 0 AS rotation_half FROM (${half('>=')}) AS from_seed ` +
    `UNION ALL SELECT before_seed.id, before_seed.random_key, 1 AS rotation_half FROM (${half('<')}) AS before_seed ` +
    `ORDER BY rotation_half, random_key, id LIMIT ? OFFSET ?` +
    `) AS page_ids JOIN posts ON posts.id = page_ids.id ${viewer.joins} ` +
    `ORDER BY page_ids.rotation_half, page_ids.random_key, page_ids.id`
  const rows = rowsOf<ModelObject>(
    await db.rawQuery(sql, [...halfBindings, ...halfBindings, limit, (page - 1) * limit, ...viewer.bindings]),
  )
  return rows.map(cardPostOfRow)
}
