import { DateTime } from 'luxon'
import type * as Wire from '@dilemma/contract'
import db from '@adonisjs/lucid/services/db'
import { appTimezone } from '#config/app'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import type { Role } from '#rules/roles'

const TOP_USERS = 5
const ACTIVE_DAYS = 30

/**
 * GET /admin/users/stats (admin-spec §3 "User stats"): accounts in all, registered this calendar
 * month in APP_TIMEZONE, verified or not, logged in during the last 30 days, per stored role, and
 * the five members with the most posts (then votes).
 */
export async function userStats(now: DateTime = DateTime.utc()): Promise<Wire.UserStats> {
  const live = () => db.from('users').whereNull('deleted_at')
  const monthStart = toSqlDateTime(now.setZone(appTimezone).startOf('month'))
  const activeSince = toSqlDateTime(now.minus({ days: ACTIVE_DAYS }))
  const [totals, roles, topUsers] = await Promise.all([
    live()
      .select(
        db.raw('COUNT(*) AS total'),
        db.raw('SUM(CASE WHEN created_at >= ? THEN 1 ELSE 0 END) AS monthly', [monthStart]),
        db.raw('SUM(CASE WHEN is_email_verified = 1 THEN 1 ELSE 0 END) AS verified'),
        db.raw('SUM(CASE WHEN last_login_at >= ? THEN 1 ELSE 0 END) AS active', [activeSince]),
      )
      .first(),
    live().select('role').count('* as count').groupBy('role').orderBy('role'),
    live()
      .select(
        'id',
        'username',
        db.raw('(SELECT COUNT(*) FROM posts WHERE posts.user_id = users.id) AS post_count'),
        db.raw('(SELECT COUNT(*) FROM votes WHERE votes.user_id = users.id) AS total_votes_given'),
      )
      .orderBy('post_count', 'desc')
      .orderBy('total_votes_given', 'desc')
      .orderBy('id')
      .limit(TOP_USERS),
  ])
  const total = Number(totals?.total ?? 0)
  const verified = Number(totals?.verified ?? 0)
  return {
    total,
    monthly: Number(totals?.monthly ?? 0),
    verified,
    unverified: total - verified,
    active30Days: Number(totals?.active ?? 0),
    roleStats: roles.map((row) => ({ role: row.role as Role, count: Number(row.count) })),
    topUsers: topUsers.map((row) => ({
      id: Number(row.id),
      username: row.username as string,
      post_count: Number(row.post_count),
      total_votes_given: Number(row.total_votes_given),
    })),
  }
}
