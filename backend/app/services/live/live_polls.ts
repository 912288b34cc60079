import transmit from '@adonisjs/transmit/services/main'
import type { OptionLetter, PostStatus } from '#models/post'

/**
 * Live results over server-sent events (docs/adr/0024-live-results.md). Three channels, each
 * authorised in start/live_channels.ts:
 * - `polls/:id`: total and status, for everyone who may see the poll; the per-option counts only
 *   once it is closed, when everyone may see them;
 * - `polls/:id/results`: total, status and per-option counts, for those who may see its results
 *   (she voted, she wrote it, or it is closed);
 * - `users/:id/notices`: her new in-app notices (her poll ended), for her alone.
 */
export const liveChannels = {
  poll: (postId: number) => `polls/${postId}`,
  results: (postId: number) => `polls/${postId}/results`,
  notices: (userId: number) => `users/${userId}/notices`,
}

export interface PollTally {
  postId: number
  totalVotes: number
  status: PostStatus
  voteCounts: Record<OptionLetter, number>
}

/**
 * Tells every open screen of the poll its new figures (after a vote, a close or a reopening).
 * Sent once the current request has answered: transmit writes to every follower in turn, which
 * at 1,000 followers took ~18 ms inside the vote's request ("Live results benchmark").
 */
export function announceTally({ postId, totalVotes, status, voteCounts }: PollTally): void {
  const figures = { total_votes: totalVotes, status }
  const withCounts = { ...figures, vote_counts: voteCounts }
  setImmediate(() => {
    transmit.broadcast(liveChannels.results(postId), withCounts)
    transmit.broadcast(liveChannels.poll(postId), status === 'active' ? figures : withCounts)
  })
}

/** Tells the member's open tabs that a notice is waiting; the notice itself is read from the API. */
export function announceNotice(userId: number, notice: { kind: string; postId: number }): void {
  transmit.broadcast(liveChannels.notices(userId), { kind: notice.kind, post_id: notice.postId })
}
