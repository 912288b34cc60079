import type User from '#models/user'
import { findVisiblePost } from '#queries/posts/find_post'
import { togglePostMark, type PostMark } from '#services/posts/toggle_post_mark'

const LIKE: PostMark = {
  table: 'likes',
  counters: { marker: 'LIKES_GIVEN', author: 'LIKES_RECEIVED' },
  async onChange(trx, postId, delta) {
    await trx
      .from('posts')
      .where('id', postId)
      .update({ like_count: trx.knexRawQuery('like_count + ?', [delta]) })
  },
}

/** Likes or unlikes a poll she can see; answers whether she likes it now and its like count. */
export default class LikePost {
  static async handle({ postId, user, wanted }: { postId: number; user: User; wanted?: boolean }) {
    const post = await findVisiblePost(postId, user)
    const liked = await togglePostMark(LIKE, post.id, user.id, wanted)
    await post.refresh()
    return { liked, newLikeCount: post.likeCount }
  }
}
