/*
 * Her votes_given counts her votes off the vote's request: a vote is stored uncounted
 * (`votes.counted = 0`) in the vote's transaction, and this adds the uncounted votes to their
 * voters' counters in batches, marking them counted in the same transaction. The mark lives on
 * each vote, not in a "last counted id": MySQL hands out ids before the commit, so a vote with a
 * lower id can commit after a higher one was counted, and a watermark would pass over it. A
 * process killed at any point loses nothing: an uncounted vote stays uncounted until a count
 * commits, and a count rolled back by the kill is redone.
 *
 * A vote asks for a count a moment later (countVotesSoon, one queued job per second and process
 * through the job queue, so a burst of votes is one batch); the sweep (countVotesPeriodically,
 * every VOTE_COUNT_SWEEP_MS across the fleet) counts what a lost job left, e.g. a job kept in a
 * process killed before it ran. A badge so appears within about a second, and at worst after one
 * sweep, well within the 30 s the badge poll allows.
 */
import logger from '@adonisjs/core/services/logger'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { QueueSettings } from '#config/queue'
import { enqueueJob } from '#services/jobs/job_queue'
import { inTransaction, type RunSql } from '#services/sql/plain_transaction'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import { changedRowsOf, rowsOf } from '#services/sql/sql_results'
import { runOncePerPeriod } from '#services/system/fleet_sweep'
import { grantTiersCrossed } from '#services/badges/grant_badges'

export const VOTE_COUNT_SWEEP_MS = 10_000
/** Votes counted per transaction: one short transaction however many wait. */
export const VOTE_COUNT_BATCH = 1_000

interface CountedVoter {
  userId: number
  before: number
  after: number
}

/** Another count took some of the batch's votes first (another process): the batch is read again. */
class BatchTakenMeanwhile extends Error {}

let counting: Promise<number> = Promise.resolve(0)

/**
 * Counts every uncounted vote into its voter's votes_given and grants the tiers the counters
 * crossed; resolves with the number of votes counted. One count at a time in this process (a
 * count asked for while one runs follows it, for the votes that came meanwhile).
 */
export function countNewVotes(): Promise<number> {
  counting = counting.catch(() => 0).then(countAllBatches)
  return counting
}

async function countAllBatches(): Promise<number> {
  let total = 0
  for (;;) {
    const voters = await retryOnLockConflict(() => countBatch().catch(retriedWhenTaken))
    if (voters === null) return total
    total += voters.reduce((sum, voter) => sum + voter.after - voter.before, 0)
    await Promise.all(voters.map((voter) => grantTiersCrossed(voter.userId, 'VOTES_GIVEN', voter.before, voter.after)))
  }
}

/** A batch another count took is no batch here: the loop reads the next one. */
function retriedWhenTaken(error: unknown): CountedVoter[] {
  if (error instanceof BatchTakenMeanwhile) return []
  throw error
}

/** One batch in one transaction; null when no vote waits. */
function countBatch(): Promise<CountedVoter[] | null> {
  return inTransaction(async (run) => {
    const votes = rowsOf<{ id: number; user_id: number }>(
      await run(`SELECT id, user_id FROM votes WHERE counted = 0 ORDER BY id LIMIT ${VOTE_COUNT_BATCH}`),
    )
    if (votes.length === 0) return null
    const ids = votes.map((vote) => Number(vote.id))
    const claimed = await run(`UPDATE votes SET counted = 1 WHERE counted = 0 AND id IN (${placeholders(ids)})`, ids)
    if (changedRowsOf(claimed) !== ids.length) throw new BatchTakenMeanwhile()

    const perVoter = new Map<number, number>()
    for (const vote of votes) perVoter.set(Number(vote.user_id), (perVoter.get(Number(vote.user_id)) ?? 0) + 1)
    // In user-id order, as every other counter change, so two transactions lock rows in one order.
    const userIds = [...perVoter.keys()].sort((a, b) => a - b)
    await addVotesGiven(run, userIds, perVoter)
    const counters = rowsOf<{ user_id: number; votes_given: number }>(
      await run(`SELECT user_id, votes_given FROM user_stats WHERE user_id IN (${placeholders(userIds)})`, userIds),
    )
    return counters.map((row) => {
      const after = Number(row.votes_given)
      return { userId: Number(row.user_id), before: after - perVoter.get(Number(row.user_id))!, after }
    })
  })
}

function addVotesGiven(run: RunSql, userIds: number[], perVoter: Map<number, number>) {
  const upsert =
    db.connection().dialect.name === 'mysql'
      ? 'ON DUPLICATE KEY UPDATE votes_given = votes_given + VALUES(votes_given)'
      : 'ON CONFLICT (user_id) DO UPDATE SET votes_given = votes_given + excluded.votes_given'
  return run(
    `INSERT INTO user_stats (user_id, votes_given) VALUES ${userIds.map(() => '(?, ?)').join(', ')} ${upsert}`,
    userIds.flatMap((userId) => [userId, perVoter.get(userId)!]),
  )
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ')
}

/** When this process last queued a count: the end of a period (or, with no delay, the moment). */
let lastQueuedFor = 0

/**
 * After a vote's commit: a count runs within the configured delay. Every vote of one period
 * shares one job that runs at the period's end, after all of them committed; the job's id makes
 * it one job across the fleet too. A job that cannot be queued is left to the sweep.
 */
export async function countVotesSoon(now = Date.now()): Promise<void> {
  const delayMs = app.config.get<QueueSettings>('queue').voteCountDelayMs
  const runsAt = delayMs > 0 ? (Math.floor(now / delayMs) + 1) * delayMs : now
  if (delayMs > 0 && runsAt === lastQueuedFor) return
  lastQueuedFor = runsAt
  try {
    await enqueueJob('count_votes', {}, { delayMs: runsAt - now, jobId: `count-votes-${runsAt}` })
  } catch (error) {
    logger.warn({ err: error }, 'could not queue the vote count: the sweep counts the votes')
  }
}

export function countVotesPeriodically(): Promise<boolean> {
  return runOncePerPeriod('vote_count', VOTE_COUNT_SWEEP_MS, countNewVotes)
}
