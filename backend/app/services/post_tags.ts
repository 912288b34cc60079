import db from '@adonisjs/lucid/services/db'

export interface TagSummary {
  id: number
  name: string
  category_id: number
}

/** The tags of many posts in one query, keyed by post id (every id present, maybe empty). */
export async function loadTagsByPost(postIds: number[]): Promise<Map<number, TagSummary[]>> {
  const tagsByPost = new Map<number, TagSummary[]>(postIds.map((id) => [id, []]))
  if (postIds.length === 0) return tagsByPost
  const rows = await db
    .from('post_tags')
    .join('tags', 'tags.id', 'post_tags.tag_id')
    .whereIn('post_tags.post_id', postIds)
    .orderBy('tags.name')
    .select('post_tags.post_id', 'tags.id', 'tags.name', 'tags.category_id')
  for (const row of rows) {
    tagsByPost
      .get(Number(row.post_id))
      ?.push({ id: Number(row.id), name: row.name, category_id: Number(row.category_id) })
  }
  return tagsByPost
}
