/*
 * Time-limited polls: readers derive "passive" from the deadline at once (poll_rules.ts); this
 * sweep persists it. It is idempotent and cheap (indexed on status and time_limit), and runs
 * from the feed's read path at most once per SWEEP_INTERVAL_MS per process, so no separate
 * worker or timer is needed and several API nodes may run it concurrently.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#services/sql_results'
import { toSqlDateTime } from '#services/sql_datetime'

export const SWEEP_INTERVAL_MS = 30_000

let lastSweepStartedAt = 0

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

/** Runs the sweep unless one started less than SWEEP_INTERVAL_MS ago in this process. */
export async function closeExpiredPollsPeriodically(): Promise<void> {
  const startedAt = Date.now()
  if (startedAt - lastSweepStartedAt < SWEEP_INTERVAL_MS) return
  lastSweepStartedAt = startedAt
  await closeExpiredPolls()
}
