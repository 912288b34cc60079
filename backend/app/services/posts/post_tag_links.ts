import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Post from '#models/post'

/**
 * Links a post to tags. Each link carries the post's random_key, the key of the tag feed's index
 * (post_tags.random_key), so every link must be written here.
 */
export async function linkTags(post: Post, tagIds: readonly number[], trx?: TransactionClientContract) {
  if (tagIds.length === 0) return
  await post.related('tags').attach(Object.fromEntries(tagIds.map((id) => [id, { random_key: post.randomKey }])), trx)
}
