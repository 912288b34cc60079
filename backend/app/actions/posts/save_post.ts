import type User from '#models/user'
import { findVisiblePost } from '#queries/posts/find_post'
import { togglePostMark, type PostMark } from '#actions/posts/toggle_post_mark'

const SAVE: PostMark = { table: 'saves', counters: { marker: 'POST_SAVE' } }

export async function savePost(postId: number, user: User, wanted?: boolean) {
  const post = await findVisiblePost(postId, user)
  return { saved: await togglePostMark(SAVE, post.id, user.id, wanted) }
}
