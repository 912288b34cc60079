import { DateTime } from 'luxon'
import Post from '#models/post'
import { PUBLIC_POST_STATUSES } from '#policies/post_policy'
import { PostSerializer } from '#serializers/post_serializer'
import { toSqlDateTime } from '#services/sql/sql_datetime'

export const TRENDING_WINDOW_DAYS = 7

/** Posts with the most likes given in the last 7 days; active polls before closed ones. */
export async function listTrending(limit: number, now = DateTime.utc()) {
  const since = toSqlDateTime(now.minus({ days: TRENDING_WINDOW_DAYS }))
  const posts = await Post.query()
    .join('likes', 'likes.post_id', 'posts.id')
    .where('likes.created_at', '>=', since)
    .whereIn('posts.status', [...PUBLIC_POST_STATUSES])
    .groupBy('posts.id', 'posts.title', 'posts.like_count', 'posts.status')
    .select('posts.id', 'posts.title', 'posts.like_count')
    .count('likes.id as recent_likes')
    .orderByRaw(`CASE WHEN posts.status = 'active' THEN 0 ELSE 1 END`)
    .orderBy('recent_likes', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit)
  return posts.map((post) => PostSerializer.forTrending(post))
}
