/*
 * Reads of tags and categories with their post counts. Counts include only posts every member
 * sees (active and passive), or only active ones where asked.
 */
import type * as Wire from '@dilemma/contract'
import db from '@adonisjs/lucid/services/db'
import { containing, startingWith } from '#services/sql/sql_like'
import { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import { PUBLIC_POST_STATUSES } from '#policies/post_policy'
import { TagSerializer } from '#serializers/tag_serializer'
import { readClient } from '#services/sql/read_replicas'
import type { PostStatus } from '#models/post'

function postCountOfTag(statuses: readonly PostStatus[]) {
  return db.raw(
    `(SELECT COUNT(*) FROM post_tags JOIN posts ON posts.id = post_tags.post_id
      WHERE post_tags.tag_id = tags.id AND posts.status IN (${statuses.map(() => '?').join(', ')})) AS post_count`,
    [...statuses],
  )
}

function tagsWithCounts() {
  return readClient()
    .from('tags')
    .join('categories', 'categories.id', 'tags.category_id')
    .select(
      'tags.id',
      'tags.name',
      'tags.category_id',
      'categories.name as category_name',
      postCountOfTag(PUBLIC_POST_STATUSES),
    )
}

/** Tags whose name contains `text` (case-insensitive), names starting with it first. */
export async function searchTags(text: string, limit = 10) {
  const needle = text.toLowerCase()
  const rows = await tagsWithCounts()
    .whereRaw(`tags.name_normalized LIKE ? ESCAPE '!'`, [containing(needle)])
    .orderByRaw(`CASE WHEN tags.name_normalized LIKE ? ESCAPE '!' THEN 0 ELSE 1 END`, [startingWith(needle)])
    .orderBy('tags.name_normalized')
    .limit(limit)
  return rows.map(TagSerializer.forList)
}

export async function popularTags(limit: number) {
  const rows = await tagsWithCounts().orderBy('post_count', 'desc').orderBy('tags.id').limit(limit)
  return rows.map(TagSerializer.forList).filter((tag) => tag.post_count > 0)
}

export async function findTagSummary(id: number) {
  const row = await tagsWithCounts().where('tags.id', id).first()
  return TagSerializer.forList(row)
}

function categoriesWithCounts(statuses: readonly PostStatus[], includeUncategorized: boolean) {
  const query = readClient()
    .from('categories')
    .select(
      'categories.id',
      'categories.name',
      'categories.slug',
      db.raw(
        `(SELECT COUNT(DISTINCT post_tags.post_id) FROM post_tags
          JOIN tags ON tags.id = post_tags.tag_id JOIN posts ON posts.id = post_tags.post_id
          WHERE tags.category_id = categories.id AND posts.status IN (${statuses.map(() => '?').join(', ')})) AS post_count`,
        [...statuses],
      ),
    )
  if (!includeUncategorized) query.whereNot('categories.id', UNCATEGORIZED_CATEGORY_ID)
  return query
}

/** Every category by id; the uncategorized one only for admins. */
export async function listCategories(includeUncategorized: boolean) {
  const rows = await categoriesWithCounts(PUBLIC_POST_STATUSES, includeUncategorized).orderBy('categories.id')
  return rows.map(TagSerializer.forCategory)
}

export async function popularCategories(limit: number, onlyActive: boolean, includeUncategorized: boolean) {
  const rows = await categoriesWithCounts(onlyActive ? ['active'] : PUBLIC_POST_STATUSES, includeUncategorized)
    .orderBy('post_count', 'desc')
    .orderBy('categories.id')
    .limit(limit)
  return rows.map(TagSerializer.forCategory)
}

/** `GET /tags/popular`'s answer: the `limit` tags on the most public polls. */
export async function popularTagsAnswer(limit: number): Promise<Wire.TagsResponse> {
  return { tags: await popularTags(limit) }
}

/** `GET /tags/categories/popular`'s answer; the uncategorized one only for an admin. */
export async function popularCategoriesAnswer(
  limit: number,
  onlyActive: boolean,
  includeUncategorized: boolean,
): Promise<Wire.CategoriesResponse> {
  return { categories: await popularCategories(limit, onlyActive, includeUncategorized) }
}
