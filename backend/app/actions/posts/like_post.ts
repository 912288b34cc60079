import type User from '#models/user'
import { findVisiblePost } from '#queries/posts/find_post'
import { togglePostMark, type PostMark } from '#actions/posts/toggle_post_mark'

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

export async function likePost(postId: number, user: User, wanted?: boolean) {
  const post = await findVisiblePost(postId, user)
  const liked = await togglePostMark(LIKE, post.id, user.id, wanted)
  await post.refresh()
  return { liked, newLikeCount: post.likeCount }
}
