/*
 * Her votes_given counter, counted after the vote's answer (issue 47): the vote's transaction holds
 * only what must be atomic (the vote, the poll's counts, its close). Each counted vote is noted
 * here; after each answer one flush adds up every vote noted meanwhile, per member, in one
 * transaction (one upsert and one read for the whole batch), and grants the tiers the new values
 * reach (grant_badges.ts). A flush waits behind the running one, so under load the batches grow
 * instead of the statements; a badge shows within a flush, well inside the spec's 30 s.
 *
 * A flush that fails (logged by runAfterResponse) loses its batch's counts, as does a process that
 * dies between a vote and its flush: `node ace badges:backfill` recounts them from the votes table.
 * Putting them back would let one bad row fail every later batch.
 */
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { inTransaction } from '#services/sql/plain_transaction'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import { rowsOf } from '#services/sql/sql_results'
import { grantReachedTiers } from '#services/badges/grant_badges'

/** Votes counted on polls but not yet in user_stats, per voter. */
const uncountedVotes = new Map<number, number>()

let running: Promise<void> = Promise.resolve()
let next: Promise<void> | null = null

/** Notes a vote counted on a poll (after its commit); `flushVotesGiven` adds it to her counter. */
export function noteVoteGiven(userId: number): void {
  uncountedVotes.set(userId, (uncountedVotes.get(userId) ?? 0) + 1)
}

/**
 * Adds every noted vote to its voter's counter and grants what that reaches. Resolves once the
 * votes noted before the call are counted: a call while a flush runs joins the one after it.
 */
export function flushVotesGiven(): Promise<void> {
  if (!next) {
    next = running.then(() => {
      next = null
      return countNoted()
    })
    running = next.catch(() => {})
  }
  return next
}

async function countNoted(): Promise<void> {
  if (uncountedVotes.size === 0) return
  // In voter order: two processes' batches lock the same counter rows in the same order.
  const batch = [...uncountedVotes].sort(([a], [b]) => a - b)
  uncountedVotes.clear()
  const values = await retryOnLockConflict(() =>
    inTransaction(async (run) => {
      await run(upsertSql(batch.length), batch.flat())
      const ids = batch.map(([userId]) => userId)
      const rows = rowsOf<{ user_id: number | string; votes_given: number | string }>(
        await run(`SELECT user_id, votes_given FROM user_stats WHERE user_id IN (${placeholders(ids.length)})`, ids),
      )
      return new Map(rows.map((row) => [Number(row.user_id), Number(row.votes_given)]))
    }),
  )
  await Promise.all(
    batch.map(([userId, votes]) => grantReachedTiers(userId, 'VOTES_GIVEN', values.get(userId) ?? 0, votes)),
  )
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ')

/** Adds each (user_id, votes) pair to her votes_given, creating her row on her first counted event. */
function upsertSql(rows: number): string {
  const values = Array.from({ length: rows }, () => '(?, ?)').join(', ')
  const add =
    db.connection().dialect.name === 'mysql'
      ? 'ON DUPLICATE KEY UPDATE votes_given = votes_given + VALUES(votes_given)'
      : 'ON CONFLICT (user_id) DO UPDATE SET votes_given = votes_given + excluded.votes_given'
  return `INSERT INTO user_stats (user_id, votes_given) VALUES ${values} ${add}`
}

// Votes noted but not flushed yet are counted before the process exits.
app.terminating(() => flushVotesGiven())
