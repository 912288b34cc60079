import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { VoteResponse } from '@dilemma/contract'
import type User from '#models/user'
import type Post from '#models/post'
import { OPTION_LETTERS, type OptionLetter, type PostStatus } from '#models/post'
import { postErrors } from '#exceptions/post_errors'
import { findVisiblePost } from '#queries/posts/find_post'
import { optionLettersOf } from '#services/posts/poll_rules'
import { changedRowsOf, isUniqueViolation, rowsOf } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { inTransaction } from '#services/sql/plain_transaction'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import { voteCountingSwitchedOff } from '#services/badges/user_counters'
import { countVotesSoon } from '#sweeps/count_new_votes'
import { announceTally } from '#services/live/live_polls'
import { notifyPollEnded } from '#actions/notices/notify_poll_ended'
import { notifyVoteCount } from '#actions/notices/notify_vote_count'

export type VoteResult = Omit<VoteResponse, 'success'>

/**
 * One vote, counted and closed atomically. The conditional UPDATE is the authority: it only
 * counts while the poll is active, under its vote limit and before its deadline, for an option
 * the poll has and a voter who is not its author, and turns it passive on the vote that reaches
 * the limit. The unique index (post_id, user_id) makes a second vote fail (ALREADY_VOTED) and
 * rolls the count back with it. The counts are read back in the same transaction, so they are
 * the ones her vote produced.
 *
 * A refused vote is explained afterwards by refusalOf, in the order a reader expects: not found,
 * own poll, invalid option, already voted, closed. An accepted vote, the common case, so costs no
 * read before the transaction.
 *
 * The UPDATE runs before the INSERT so the transaction takes the post's row lock first: the
 * vote's foreign-key check would otherwise take a shared lock on that row in every concurrent
 * transaction and turn the UPDATEs into deadlocks on MySQL.
 *
 * Her votes_given counter is not touched here: the vote is stored uncounted and counted off the
 * request within a second, with the badge it earns (count_new_votes.ts). Only what must move
 * with the vote (the vote, the poll's counts, its close) is in the transaction.
 */
export async function castVote(
  postId: number,
  voter: User,
  option: OptionLetter,
  now = DateTime.utc(),
): Promise<VoteResult> {
  const at = toSqlDateTime(now)
  const counts = await retryOnLockConflict(() =>
    inTransaction(async (run) => {
      const counted = await run(COUNT_VOTE_SQL[option], [at, postId, voter.id, at])
      if (changedRowsOf(counted) === 0) return null

      try {
        await run(INSERT_VOTE_SQL, [postId, voter.id, option, at])
      } catch (error) {
        throw isUniqueViolation(error) ? postErrors.alreadyVoted() : error
      }
      return rowsOf<CountsRow>(await run(READ_COUNTS_SQL, [postId]))[0]!
    }),
  )
  if (!counts) throw await refusalOf(postId, voter, option)
  if (!voteCountingSwitchedOff) await countVotesSoon()

  const result: VoteResult = {
    updatedVoteCounts: {
      a: counts.vote_count_a,
      b: counts.vote_count_b,
      c: counts.vote_count_c,
      d: counts.vote_count_d,
    },
    totalVotes: counts.total_votes,
    status: counts.status,
  }
  announceTally({ postId, totalVotes: result.totalVotes, status: result.status, voteCounts: result.updatedVoteCounts })
  const noticed = { id: postId, userId: counts.user_id, title: counts.title }
  // Only the vote that reached the limit closed the poll (the UPDATE lets no vote past it); its
  // end tells her more than its count would.
  if (counts.status === 'passive' && counts.total_votes === counts.vote_limit) await notifyPollEnded(noticed)
  else await notifyVoteCount(noticed, counts.total_votes)
  return result
}

/*
 * The vote's three statements as plain SQL, one UPDATE per option letter: each runs on every vote,
 * and building them with the query builder cost more Node time than sending them (about 100 µs
 * each). `status` is set first: MySQL evaluates SET assignments left to right, so it must see the
 * old total_votes, as SQLite does.
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

const COUNT_COLUMNS =
  'vote_count_a, vote_count_b, vote_count_c, vote_count_d, total_votes, status, vote_limit, user_id, title'
const READ_COUNTS_SQL = `SELECT ${COUNT_COLUMNS} FROM posts WHERE id = ?`

interface CountsRow {
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

/** Why the UPDATE counted no vote: the post and whether she voted on it, read in one query. */
async function refusalOf(postId: number, voter: User, option: OptionLetter) {
  const post = await findVisiblePost(postId, voter, (query) =>
    query
      .select('posts.*')
      .select(
        db.raw('EXISTS (SELECT 1 FROM votes WHERE votes.post_id = posts.id AND votes.user_id = ?) AS voted_already', [
          voter.id,
        ]),
      ),
  )
  if (post.userId === voter.id) return postErrors.ownPost()
  if (!optionLettersOf(optionsOf(post)).includes(option)) return postErrors.invalidOption()
  if (Number(post.$extras.voted_already)) return postErrors.alreadyVoted()
  // Not active, at its vote limit or past its deadline.
  return postErrors.pollClosed()
}

function optionsOf(post: Post): Record<OptionLetter, string | null> {
  return { a: post.optionA, b: post.optionB, c: post.optionC, d: post.optionD }
}
