import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { appTimezone } from '#config/app'
import { postErrors } from '#exceptions/post_errors'
import { DAILY_POST_LIMITS, allowanceDay } from '#services/posts/poll_rules'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import type { PostAllowance } from '@dilemma/contract'

export type { PostAllowance }

/**
 * Posts created today (the calendar day in APP_TIMEZONE) against the role's daily limit.
 * Deleted posts still count: deleting does not give the allowance back.
 */
export async function postAllowanceOf(
  user: User,
  client: QueryClientContract = db.connection(),
  now = DateTime.utc(),
): Promise<PostAllowance> {
  const { startsAt, resetsAt } = allowanceDay(now, appTimezone)
  const row = await client
    .from('posts')
    .where('user_id', user.id)
    .where('created_at', '>=', toSqlDateTime(startsAt))
    .count('* as used')
    .first()
  return { limit: DAILY_POST_LIMITS[user.currentRole], used: Number(row?.used ?? 0), resetsAt: resetsAt.toISO()! }
}

/**
 * POST_LIMIT_EXCEEDED once the allowance is used up. Inside the creating transaction it first
 * locks the author's row, so two posts created at once on MySQL count each other (SQLite
 * serialises writers anyway).
 */
export async function assertPostAllowance(
  user: User,
  client: QueryClientContract = db.connection(),
  now = DateTime.utc(),
) {
  if (DAILY_POST_LIMITS[user.currentRole] === null) return
  if (client.isTransaction) await client.from('users').where('id', user.id).forUpdate().select('id').first()
  const allowance = await postAllowanceOf(user, client, now)
  if (allowance.used >= allowance.limit!) {
    const { limit, used, resetsAt } = allowance
    // Retry-After: the seconds until the next calendar day, rounded up so a retry is never early.
    const secondsUntilReset = Math.ceil(DateTime.fromISO(resetsAt).diff(now).as('seconds'))
    throw postErrors.postLimitExceeded({ limit: limit!, used, resetsAt }, secondsUntilReset)
  }
}
