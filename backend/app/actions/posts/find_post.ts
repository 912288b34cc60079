import Post from '#models/post'
import type User from '#models/user'
import { postErrors } from '#exceptions/post_errors'
import { isVisiblePost } from '#policies/post_policy'

/** The post `viewer` may see, or POST_NOT_FOUND (deleted posts are gone for members). */
export async function findVisiblePost(id: number, viewer: User | null): Promise<Post> {
  const post = await Post.find(id)
  if (!post || !isVisiblePost(viewer, post)) throw postErrors.notFound()
  return post
}
