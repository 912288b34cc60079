import logger from '@adonisjs/core/services/logger'
import Post, { type PostStatus } from '#models/post'
import { moderationErrors } from '#exceptions/moderation_errors'
import { postImageStore } from '#services/image_storage'
import { cardTags } from '#services/card_caches'

export type ConsoleStatusChange = 'active' | 'passive' | 'deleted'

/** The statuses each change starts from (admin-spec §4 "Post status"). */
const ALLOWED_FROM: Record<ConsoleStatusChange, readonly PostStatus[]> = {
  passive: ['active'],
  active: ['passive', 'inactive'],
  deleted: ['active', 'passive', 'inactive'],
}

async function findPost(postId: number): Promise<Post> {
  const post = await Post.find(postId)
  if (!post) throw moderationErrors.postNotFound()
  return post
}

/** PUT /admin/posts/:id/status: deactivate, activate or soft delete; 409 from any other status. */
export async function changePostStatus(postId: number, status: ConsoleStatusChange): Promise<Post> {
  const post = await findPost(postId)
  if (!ALLOWED_FROM[status].includes(post.status)) throw moderationErrors.invalidStatusChange(post.status, status)
  post.status = status
  await post.save()
  return post
}

/**
 * DELETE /admin/posts/:id: removes the post for good, with its votes, likes, saves, tags and AI
 * analysis (the foreign keys cascade); its reports stay with no post. Then its images go; a
 * file that cannot be removed is logged, not an error.
 */
export async function deletePostPermanently(postId: number): Promise<void> {
  const post = await findPost(postId)
  const images = [post.imageA, post.imageB, post.imageC, post.imageD].filter((name) => name !== null)
  await post.delete()
  cardTags.delete(post.id)
  await Promise.all(
    images.map((name) =>
      postImageStore.remove(name).catch((error) => logger.warn({ err: error, name }, 'post image not removed')),
    ),
  )
}
