import Tag, { normalizeTagName } from '#models/tag'
import { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import { findTagSummary } from '#queries/tags/tag_queries'
import { isUniqueViolation } from '#services/sql/sql_results'

/**
 * POST /tags: the existing tag of that name (case-insensitive), or a new one in `categoryId`.
 * `created` tells which, so the controller can answer 200 or 201. Of creators racing for one new
 * name, the unique normalized name lets one insert win; the others get the winner's tag.
 */
export default class CreateTag {
  static async handle({ name, categoryId = UNCATEGORIZED_CATEGORY_ID }: { name: string; categoryId?: number }) {
    const existing = await findTagId(name)
    if (existing !== null) return { tag: await findTagSummary(existing), created: false }
    try {
      const tag = await Tag.create({ name, categoryId })
      return { tag: await findTagSummary(tag.id), created: true }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      return { tag: await findTagSummary((await findTagId(name))!), created: false }
    }
  }
}

async function findTagId(name: string): Promise<number | null> {
  const row = await Tag.query().where('name_normalized', normalizeTagName(name)).select('id').first()
  return row ? row.id : null
}
