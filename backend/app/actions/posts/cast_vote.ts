import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Post, { type OptionLetter, type PostStatus } from '#models/post'
import { postErrors } from '#exceptions/post_errors'
import { findVisiblePost } from '#actions/posts/find_post'
import { acceptsVotes, effectiveStatus, optionLettersOf } from '#services/poll_rules'
import { affectedRows, isUniqueViolation } from '#services/sql_results'
import { toSqlDateTime } from '#services/sql_datetime'

export interface VoteResult {
  updatedVoteCounts: Record<OptionLetter, number>
  totalVotes: number
  status: PostStatus
}

/**
 * One vote, counted and closed atomically. The conditional UPDATE is the authority: it only
 * counts while the poll is active, under its vote limit and before its deadline, and turns it
 * passive on the vote that reaches the limit; zero affected rows means the poll closed
 * (POLL_CLOSED). The unique index (post_id, user_id) makes a second vote fail (ALREADY_VOTED)
 * and rolls the count back with it.
 *
 * The UPDATE runs before the INSERT so the transaction takes the post's row lock first: the
 * vote's foreign-key check would otherwise take a shared lock on that row in every concurrent
 * transaction and turn the UPDATEs into deadlocks on MySQL.
 */
export async function castVote(
  postId: number,
  voter: User,
  option: OptionLetter,
  now = DateTime.utc(),
): Promise<VoteResult> {
  // The post and whether the voter voted on it already, in one query; checked in this order.
  const post = await findVisiblePost(postId, voter, (query) =>
    query
      .select('posts.*')
      .select(
        db.raw('EXISTS (SELECT 1 FROM votes WHERE votes.post_id = posts.id AND votes.user_id = ?) AS voted_already', [
          voter.id,
        ]),
      ),
  )
  const votedAlready = Boolean(Number(post.$extras.voted_already))
  if (post.userId === voter.id) throw postErrors.ownPost()
  if (!optionLettersOf(optionsOf(post)).includes(option)) throw postErrors.invalidOption()
  // Fast answers for the common cases; the transaction below decides under concurrency.
  if (votedAlready) throw postErrors.alreadyVoted()
  if (!acceptsVotes(post, now)) throw postErrors.pollClosed()

  await db.transaction(async (trx) => {
    const counted = await trx
      .from('posts')
      .where('id', postId)
      .where('status', 'active')
      .where((query) => query.whereNull('vote_limit').orWhereRaw('total_votes < vote_limit'))
      .where((query) => query.whereNull('time_limit').orWhere('time_limit', '>', toSqlDateTime(now)))
      // `status` comes first: MySQL evaluates SET assignments left to right, so it must see the
      // old total_votes, as SQLite does.
      .update({
        status: trx.knexRawQuery(
          `CASE WHEN vote_limit IS NOT NULL AND total_votes + 1 >= vote_limit THEN 'passive' ELSE status END`,
        ),
        total_votes: trx.knexRawQuery('total_votes + 1'),
        [`vote_count_${option}`]: trx.knexRawQuery(`vote_count_${option} + 1`),
        updated_at: toSqlDateTime(now),
      })
    if (affectedRows(counted) === 0) throw postErrors.pollClosed()

    try {
      await trx
        .insertQuery()
        .table('votes')
        .insert({ post_id: postId, user_id: voter.id, choice: option, created_at: toSqlDateTime(now) })
    } catch (error) {
      throw isUniqueViolation(error) ? postErrors.alreadyVoted() : error
    }
  })

  await post.refresh()
  return {
    updatedVoteCounts: { a: post.voteCountA, b: post.voteCountB, c: post.voteCountC, d: post.voteCountD },
    totalVotes: post.totalVotes,
    status: effectiveStatus(post, now),
  }
}

export function optionsOf(post: Post): Record<OptionLetter, string | null> {
  return { a: post.optionA, b: post.optionB, c: post.optionC, d: post.optionD }
}
