import db from '@adonisjs/lucid/services/db'
import { cardTags, type TagSummary } from '#services/cache/card_caches'

/** The tags of many posts, keyed by post id (every id present, maybe empty): from memory, else one query. */
export function loadTagsByPost(postIds: number[]): Promise<Map<number, TagSummary[]>> {
  return cardTags.getMany(postIds, queryTagsByPost)
}

async function queryTagsByPost(postIds: number[]): Promise<Map<number, TagSummary[]>> {
  const tagsByPost = new Map<number, TagSummary[]>(postIds.map((id) => [id, []]))
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
