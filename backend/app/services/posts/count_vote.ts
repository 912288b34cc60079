/*
 * The vote's atomic part: the vote stored, the poll's counts moved and, on the vote that reaches
 * its limit, the poll closed, in one transaction whose counts are the ones her vote produced.
 * The conditional UPDATE is the authority: it counts only while the poll is active, under its vote
 * limit and before its deadline, for an option the poll has and a voter who is not its author.
 * The unique index (post_id, user_id) refuses a second vote and rolls the count back with it.
 *
 * The UPDATE runs before the INSERT so the transaction takes the post's row lock first: the vote's
 * foreign-key check would otherwise take a shared lock on that row in every concurrent transaction
 * and turn the UPDATEs into deadlocks on MySQL.
 *
 * On MySQL the transaction is the `cast_vote` procedure (its migration), one round trip; inside a
 * transaction that is already open (the test suite's global one), whose COMMIT is not ours, the
 * same statements are sent one by one, as on SQLite, where they are calls inside the process.
 */
import db from '@adonisjs/lucid/services/db'
import { OPTION_LETTERS, type OptionLetter, type PostStatus } from '#models/post'
import { postErrors } from '#exceptions/post_errors'
import { changedRowsOf, isUniqueViolation, rowsOf } from '#services/sql/sql_results'
import { inTransaction } from '#services/sql/plain_transaction'
import { runOnConnection, withConnection } from '#services/sql/driver_sql'

export interface VoteCounts {
  vote_count_a: number
  vote_count_b: number
  vote_count_c: number
  vote_count_d: number
  total_votes: number
  status: PostStatus
  vote_limit: number | null
  user_id: number
  title: string
}

export interface CountedVote {
  postId: number
  voterId: number
  option: OptionLetter
  /** When, as SQL DATETIME text (UTC). */
  at: string
}

/** The poll's counts after her vote; null when the UPDATE counted nothing; ALREADY_VOTED thrown. */
export async function countVote(vote: CountedVote): Promise<VoteCounts | null> {
  if (db.connection().dialect.name === 'mysql' && !db.connection().isTransaction) return callCastVote(vote)
  return countInStatements(vote)
}

type ProcedureRow = VoteCounts & { refusal: 'already_voted' | null }

async function callCastVote({ postId, voterId, option, at }: CountedVote): Promise<VoteCounts | null> {
  const result = await withConnection(
    (connection) => runOnConnection(connection, 'CALL cast_vote(?, ?, ?, ?)', [postId, voterId, option, at]),
    { write: true },
  )
  // mysql2 answers a CALL with [[result set…, header], fields], or [header, fields] without one.
  const [answer] = result as [unknown]
  const row = Array.isArray(answer) ? (answer[0] as ProcedureRow[])[0] : undefined
  if (!row) return null
  if (row.refusal === 'already_voted') throw postErrors.alreadyVoted()
  const { refusal: _refusal, ...counts } = row
  return counts
}

async function countInStatements({ postId, voterId, option, at }: CountedVote): Promise<VoteCounts | null> {
  return inTransaction(async (run) => {
    const counted = await run(COUNT_VOTE_SQL[option], [at, postId, voterId, at])
    if (changedRowsOf(counted) === 0) return null

    try {
      await run(INSERT_VOTE_SQL, [postId, voterId, option, at])
    } catch (error) {
      throw isUniqueViolation(error) ? postErrors.alreadyVoted() : error
    }
    return rowsOf<VoteCounts>(await run(READ_COUNTS_SQL, [postId]))[0]!
  })
}

/*
 * Plain SQL, one UPDATE per option letter: each runs on every vote, and building them with the
 * query builder cost more Node time than sending them (about 100 µs each). `status` is set first:
 * MySQL evaluates SET assignments left to right, so it must see the old total_votes, as SQLite does.
 */
const COUNT_VOTE_SQL = Object.fromEntries(
  OPTION_LETTERS.map((letter) => [
    letter,
    `UPDATE posts SET ` +
      `status = CASE WHEN vote_limit IS NOT NULL AND total_votes + 1 >= vote_limit THEN 'passive' ELSE status END, ` +
      `total_votes = total_votes + 1, vote_count_${letter} = vote_count_${letter} + 1, updated_at = ? ` +
      `WHERE id = ? AND status = 'active' AND user_id <> ? AND option_${letter} IS NOT NULL ` +
      `AND (vote_limit IS NULL OR total_votes < vote_limit) AND (time_limit IS NULL OR time_limit > ?)`,
  ]),
) as Record<OptionLetter, string>

const INSERT_VOTE_SQL = 'INSERT INTO votes (post_id, user_id, choice, created_at, counted) VALUES (?, ?, ?, ?, 0)'

const READ_COUNTS_SQL =
  'SELECT vote_count_a, vote_count_b, vote_count_c, vote_count_d, total_votes, status, vote_limit, user_id, title ' +
  'FROM posts WHERE id = ?'
