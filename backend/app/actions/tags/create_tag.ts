import db from '@adonisjs/lucid/services/db'
import { normalizeTagName } from '#models/tag'
import { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import { findOrCreateTags } from '#actions/tags/find_or_create_tags'
import { findTagSummary } from '#actions/tags/tag_queries'

/**
 * POST /tags: the existing tag of that name (case-insensitive), or a new one in `categoryId`.
 * `created` tells which, so the controller can answer 200 or 201.
 */
export async function createTag(name: string, categoryId = UNCATEGORIZED_CATEGORY_ID) {
  const existing = await db.from('tags').where('name_normalized', normalizeTagName(name)).select('id').first()
  if (existing) return { tag: await findTagSummary(Number(existing.id)), created: false }
  const [tag] = await db.transaction((trx) => findOrCreateTags([name], trx, categoryId))
  return { tag: await findTagSummary(tag!.id), created: true }
}
