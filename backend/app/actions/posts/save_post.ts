import type User from '#models/user'
import { findVisiblePost } from '#actions/posts/find_post'
import { togglePostMark } from '#actions/posts/toggle_post_mark'

export async function savePost(postId: number, user: User, wanted?: boolean) {
  const post = await findVisiblePost(postId, user)
  return { saved: await togglePostMark({ table: 'saves' }, post.id, user.id, wanted) }
}
