import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Post from '#models/post'
import { moderationErrors } from '#exceptions/moderation_errors'

/** The post a console action is about, in the action's transaction; 404 POST_NOT_FOUND otherwise. */
export async function findPostToModerate(postId: number, client: TransactionClientContract): Promise<Post> {
  const post = await Post.find(postId, { client })
  if (!post) throw moderationErrors.postNotFound()
  return post
}
