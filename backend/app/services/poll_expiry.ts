/*
 * Time-limited polls: readers derive "passive" from the deadline at once (poll_rules.ts); this
 * sweep persists it. It is idempotent and cheap (indexed on status and time_limit), and runs
 * from the feed's read path at most once per SWEEP_INTERVAL_MS across all server processes
 * (services/fleet_sweep.ts), so no separate worker or timer is needed.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#services/sql_results'
import { toSqlDateTime } from '#services/sql_datetime'
import { runOncePerPeriod } from '#services/fleet_sweep'

export const SWEEP_INTERVAL_MS = 30_000

/** Marks every active poll whose deadline has passed as passive; returns how many changed. */
export async function closeExpiredPolls(now = DateTime.utc()): Promise<number> {
  const nowSql = toSqlDateTime(now)
  const result = await db
    .from('posts')
    .where('status', 'active')
    .whereNotNull('time_limit')
    .where('time_limit', '<=', nowSql)
    .update({ status: 'passive', updated_at: nowSql })
  return affectedRows(result)
}

/** Runs the sweep unless one started less than SWEEP_INTERVAL_MS ago in any process. */
export async function closeExpiredPollsPeriodically(): Promise<boolean> {
  return runOncePerPeriod('poll_expiry', SWEEP_INTERVAL_MS, () => closeExpiredPolls())
}
