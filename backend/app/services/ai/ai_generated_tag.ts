import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { affectedRows } from '#services/sql/sql_results'

/** The single tag of every saved AI question (admin-spec §5; api-client's AI_GENERATED_TAG). */
export const AI_GENERATED_TAG_NAME = 'AI Generated'

/** The category the tag lives in. The category seeder owns ids 1–10, so this one comes above them. */
export const AI_GENERATED_CATEGORY = { minimumId: 11, name: 'AI Generated', slug: 'ai-generated' }

/**
 * Puts the product's own 'AI Generated' tag in a real category of its own (created if missing),
 * so it never waits in the admins' uncategorised list (admin-spec §2 "Tags tab"); a tag created
 * before in 'uncategorized' is moved. Run by migration 1700000000800; safe to run again.
 */
export async function ensureAiGeneratedTag(client: QueryClientContract): Promise<number> {
  const now = toSqlDateTime(DateTime.utc())
  let category = await client.from('categories').where('slug', AI_GENERATED_CATEGORY.slug).select('id').first()
  if (!category) {
    const highest = await client.from('categories').max('id as id').first()
    const id = Math.max(Number(highest?.id ?? 0), AI_GENERATED_CATEGORY.minimumId - 1) + 1
    const { name, slug } = AI_GENERATED_CATEGORY
    await client.table('categories').insert({ id, name, slug, created_at: now, updated_at: now })
    category = { id }
  }
  const categoryId = Number(category.id)
  const normalized = AI_GENERATED_TAG_NAME.toLowerCase()
  const moved = await client
    .from('tags')
    .where('name_normalized', normalized)
    .update({ category_id: categoryId, updated_at: now })
  if (affectedRows(moved) === 0) {
    await client.table('tags').insert({
      name: AI_GENERATED_TAG_NAME,
      name_normalized: normalized,
      category_id: categoryId,
      created_at: now,
      updated_at: now,
    })
  }
  return categoryId
}

/** Undoes `ensureAiGeneratedTag`: the tag goes back to 'uncategorized', its category is removed. */
export async function removeAiGeneratedCategory(client: QueryClientContract): Promise<void> {
  const category = await client.from('categories').where('slug', AI_GENERATED_CATEGORY.slug).select('id').first()
  if (!category) return
  await client.from('tags').where('category_id', category.id).update({ category_id: UNCATEGORIZED_CATEGORY_ID })
  await client.from('categories').where('id', category.id).delete()
}
