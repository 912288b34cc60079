import type User from '#models/user'
import { findVisiblePost } from '#queries/posts/find_post'
import { togglePostMark, type PostMark } from '#services/posts/toggle_post_mark'

const SAVE: PostMark = { table: 'saves', counters: { marker: 'POST_SAVE' } }

/** Saves a poll she can see for later, or forgets it; answers whether it is saved now. */
export default class SavePost {
  static async handle({ postId, user, wanted }: { postId: number; user: User; wanted?: boolean }) {
    const post = await findVisiblePost(postId, user)
    return { saved: await togglePostMark(SAVE, post.id, user.id, wanted) }
  }
}
