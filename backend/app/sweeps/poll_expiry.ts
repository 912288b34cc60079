/*
 * Time-limited polls: readers derive "passive" from the deadline at once (poll_rules.ts); a job
 * queued at the poll's creation for its deadline closes it within seconds of its end, and this
 * sweep, the safety net (a job lost with a stopped process that had no Redis), persists it too. It
 * is idempotent and cheap (indexed on status and time_limit), and runs from the feed's read path at
 * most once per SWEEP_INTERVAL_MS across all server processes (services/system/fleet_sweep.ts), and
 * from a timer (start/periodic_sweeps.ts) so that an author hears of her poll's end while nobody
 * reads the feed.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { onPrimary } from '#services/sql/read_replicas'
import { runOncePerPeriod } from '#services/system/fleet_sweep'
import { announceTally } from '#services/live/live_polls'
import logger from '@adonisjs/core/services/logger'
import NotifyPollEnded from '#actions/notices/notify_poll_ended'
import { enqueueJob } from '#services/jobs/job_queue'

export const SWEEP_INTERVAL_MS = 30_000

const CLOSED_POLL_COLUMNS = [
  'id',
  'user_id',
  'title',
  'total_votes',
  'vote_count_a',
  'vote_count_b',
  'vote_count_c',
  'vote_count_d',
]

/**
 * Persists "passive" for the active polls whose deadline has passed, tells their open screens and
 * leaves each author her poll-ended notice. Returns how many it closed.
 */
export async function closeExpiredPolls(now = DateTime.utc()): Promise<number> {
  const nowSql = toSqlDateTime(now)
  const due = await db
    .from('posts')
    .select(CLOSED_POLL_COLUMNS)
    .where('status', 'active')
    .whereNotNull('time_limit')
    .where('time_limit', '<=', nowSql)
  if (due.length === 0) return 0
  const result = await db
    .from('posts')
    .whereIn(
      'id',
      due.map((row) => row.id),
    )
    .where('status', 'active')
    .update({ status: 'passive', updated_at: nowSql })
  for (const row of due) {
    announceTally({
      postId: row.id,
      totalVotes: row.total_votes,
      status: 'passive',
      voteCounts: { a: row.vote_count_a, b: row.vote_count_b, c: row.vote_count_c, d: row.vote_count_d },
    })
    await NotifyPollEnded.handle({ id: row.id, userId: row.user_id, title: row.title })
  }
  return affectedRows(result)
}

/** Also run by feed reads, which may be on a replica: the sweep reads and writes the primary. */
export async function closeExpiredPollsPeriodically(): Promise<boolean> {
  return runOncePerPeriod('poll_expiry', SWEEP_INTERVAL_MS, () => onPrimary(() => closeExpiredPolls()))
}

/** Queues the close of a new time-limited poll for its deadline; a failure leaves it to the sweep. */
export async function closeAtDeadline(postId: number, deadline: DateTime): Promise<void> {
  try {
    const delayMs = Math.max(deadline.toMillis() - Date.now(), 0)
    await enqueueJob('close_expired_polls', {}, { delayMs, jobId: `poll-end-${postId}` })
  } catch (error) {
    logger.warn({ err: error, postId }, 'could not queue the close at the deadline: the sweep closes the poll')
  }
}
