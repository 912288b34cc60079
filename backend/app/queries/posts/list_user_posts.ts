import Post from '#models/post'
import User from '#models/user'
import { postErrors } from '#exceptions/post_errors'
import { listedStatusesOf, PUBLIC_POST_STATUSES } from '#policies/post_policy'
import { paginatePostCards } from '#queries/posts/post_cards'

/** The per-user lists, newest activity first. Only posts every member may see appear (and her held polls to her). */
const USER_POST_LISTS = {
  authored: (userId: number) => Post.query().where('posts.user_id', userId).orderBy('posts.created_at', 'desc'),
  saved: (userId: number) => joined('saves', userId),
  liked: (userId: number) => joined('likes', userId),
  voted: (userId: number) => joined('votes', userId).select('votes.choice as list_choice'),
  /** The same posts as `voted`, without the user's choices (cards carry the reader's own). */
  publiclyVoted: (userId: number) => joined('votes', userId),
}

export type UserPostList = keyof typeof USER_POST_LISTS

function joined(table: 'saves' | 'likes' | 'votes', userId: number) {
  // No select: a page picks its ids first (post_cards.ts sortedPage), then reads the whole posts.
  return (
    Post.query()
      .join(table, `${table}.post_id`, 'posts.id')
      .where(`${table}.user_id`, userId)
      .orderBy(`${table}.created_at`, 'desc')
      // posts.id, by the join; as the list's column the (user_id, created_at, post_id) index serves the order.
      .orderBy(`${table}.post_id`, 'desc')
  )
}

export async function assertUserExists(userId: number) {
  const user = await User.query().where('id', userId).whereNull('deleted_at').select('id').first()
  if (!user) throw postErrors.userNotFound()
}

/**
 * One page of a user's list as post cards for `viewer`. On the voted list `user_choice` is the
 * list owner's choice (the same as the viewer's when the owner reads it).
 */
export async function listUserPosts(
  list: UserPostList,
  userId: number,
  page: { page?: number; limit?: number },
  viewer: User | null,
) {
  await assertUserExists(userId)
  const statuses = list === 'authored' ? listedStatusesOf(userId, viewer) : PUBLIC_POST_STATUSES
  const query = USER_POST_LISTS[list](userId).whereIn('posts.status', [...statuses])
  // A long list's total is remembered like the feed's (feed_total.ts): counting a heavy member's
  // 5,000 votes on every page kept the database busy at 170 pages a second.
  const totalKey = JSON.stringify(['user list', list, userId, statuses])
  if (list !== 'voted') return paginatePostCards(query, page, viewer, { totalKey })
  return paginatePostCards(query, page, viewer, {
    totalKey,
    adjust: (post, card) => ({ ...card, user_choice: post.$extras.list_choice }),
  })
}
