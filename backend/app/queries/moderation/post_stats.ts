import { DateTime } from 'luxon'
import type * as Wire from '@dilemma/contract'
import db from '@adonisjs/lucid/services/db'
import { appTimezone } from '#config/app'
import { toSqlDateTime } from '#services/sql/sql_datetime'

const POPULAR_POSTS = 5

/**
 * GET /admin/posts/stats (admin-spec §3 "Post stats"): posts that are not deleted, in all,
 * active, created this calendar month in APP_TIMEZONE, with images or text only, and the five
 * with the most votes.
 */
export async function postStats(now: DateTime = DateTime.utc()): Promise<Wire.PostStats> {
  const live = () => db.from('posts').whereNot('status', 'deleted')
  const monthStart = toSqlDateTime(now.setZone(appTimezone).startOf('month'))
  const [totals, popular] = await Promise.all([
    live()
      .select(
        db.raw('COUNT(*) AS total'),
        db.raw(`SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END) AS active`),
        db.raw('SUM(CASE WHEN created_at >= ? THEN 1 ELSE 0 END) AS monthly', [monthStart]),
        db.raw('SUM(CASE WHEN has_images = 1 THEN 1 ELSE 0 END) AS with_images'),
      )
      .first(),
    live()
      .select('id', 'title', 'total_votes', 'like_count')
      .orderBy('total_votes', 'desc')
      .orderBy('like_count', 'desc')
      .orderBy('id')
      .limit(POPULAR_POSTS),
  ])
  const total = Number(totals?.total ?? 0)
  const withImages = Number(totals?.with_images ?? 0)
  return {
    total,
    active: Number(totals?.active ?? 0),
    monthly: Number(totals?.monthly ?? 0),
    withImages,
    textOnly: total - withImages,
    popularPosts: popular.map((row) => ({
      id: Number(row.id),
      title: row.title as string,
      vote_count: Number(row.total_votes),
      like_count: Number(row.like_count),
    })),
  }
}
