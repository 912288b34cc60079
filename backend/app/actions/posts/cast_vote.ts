import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { VoteResponse } from '@dilemma/contract'
import type User from '#models/user'
import type Post from '#models/post'
import type { OptionLetter } from '#models/post'
import { postErrors } from '#exceptions/post_errors'
import { findVisiblePost } from '#queries/posts/find_post'
import { optionLettersOf } from '#services/posts/poll_rules'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { countVote } from '#services/posts/count_vote'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import { voteCountingSwitchedOff } from '#services/badges/user_counters'
import { countVotesSoon } from '#sweeps/count_new_votes'
import { announceTally } from '#services/live/live_polls'
import NotifyPollEnded from '#actions/notices/notify_poll_ended'
import NotifyVoteCount from '#actions/notices/notify_vote_count'

export type VoteResult = Omit<VoteResponse, 'success'>

export interface CastVoteInput {
  postId: number
  voter: User
  option: OptionLetter
  now?: DateTime
}

/**
 * One vote: counted and closed atomically (count_vote.ts), then announced, noticed and counted
 * for her badges. A refused vote is explained afterwards by refusalOf, in the order a reader
 * expects: not found, own poll, invalid option, already voted, closed. An accepted vote, the
 * common case, so costs no read before the transaction.
 *
 * Her votes_given counter is not touched here: the vote is stored uncounted and counted off the
 * request within a second, with the badge it earns (count_new_votes.ts). Only what must move
 * with the vote (the vote, the poll's counts, its close) is in the transaction.
 */
export default class CastVote {
  static async handle({ postId, voter, option, now = DateTime.utc() }: CastVoteInput): Promise<VoteResult> {
    const at = toSqlDateTime(now)
    const counts = await retryOnLockConflict(() => countVote({ postId, voterId: voter.id, option, at }))
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
    announceTally({
      postId,
      totalVotes: result.totalVotes,
      status: result.status,
      voteCounts: result.updatedVoteCounts,
    })
    const noticed = { id: postId, userId: counts.user_id, title: counts.title }
    // Only the vote that reached the limit closed the poll (the UPDATE lets no vote past it); its
    // end tells her more than its count would.
    if (counts.status === 'passive' && counts.total_votes === counts.vote_limit) await NotifyPollEnded.handle(noticed)
    else await NotifyVoteCount.handle({ post: noticed, totalVotes: counts.total_votes })
    return result
  }
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
