import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Tag, { normalizeTagName } from '#models/tag'
import { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import { toSqlDateTime } from '#services/sql/sql_datetime'

/**
 * The tags named `names`, matched case-insensitively; missing ones are created in `categoryId`
 * (uncategorized by default). Insert-or-ignore on the unique normalized name makes two posts
 * creating the same new tag at once safe.
 */
export async function findOrCreateTags(
  names: string[],
  trx: TransactionClientContract,
  categoryId = UNCATEGORIZED_CATEGORY_ID,
): Promise<Tag[]> {
  const byNormalized = new Map(names.map((name) => [normalizeTagName(name), name.trim()]))
  if (byNormalized.size === 0) return []

  const now = toSqlDateTime(DateTime.utc())
  await trx
    .knexQuery()
    .table('tags')
    .insert(
      [...byNormalized].map(([normalized, name]) => ({
        name,
        name_normalized: normalized,
        category_id: categoryId,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict('name_normalized')
    .ignore()
  return Tag.query({ client: trx }).whereIn('name_normalized', [...byNormalized.keys()])
}
