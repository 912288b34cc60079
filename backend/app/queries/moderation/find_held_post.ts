import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Post from '#models/post'
import PostHold from '#models/post_hold'
import { moderationErrors } from '#exceptions/moderation_errors'

/** The held poll and its hold, or 404 HELD_POST_NOT_FOUND for a poll that is not held (decided already, or never). */
export async function findHeldPost(postId: number, trx: TransactionClientContract) {
  const hold = await PostHold.query({ client: trx }).where('post_id', postId).forUpdate().first()
  const post = hold ? await Post.find(postId, { client: trx }) : null
  if (!hold || !post || post.status !== 'held') throw moderationErrors.heldPostNotFound()
  return { hold, post }
}
