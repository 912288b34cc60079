import type { MemberNoticeKind } from './notice-types.js'
import type { PostStatus, VoteCounts } from './poll-types.js'

/**
 * The live-results channels (server-sent events, `GET /api/__transmit/events`; subscribe with
 * `POST /api/__transmit/subscribe`). Each is authorised by the server.
 */
export const liveChannels = {
  /** Total and status, to everyone who may see the poll; the counts too once it is closed. */
  poll: (postId: number) => `polls/${postId}`,
  /** Total, status and per-option counts, to a member who may see the results. */
  results: (postId: number) => `polls/${postId}/results`,
  /** Her new notices (her poll ended), to her alone. */
  notices: (userId: number) => `users/${userId}/notices`,
}

/** An event on `polls/:id` or `polls/:id/results`. */
export interface LivePollEvent {
  total_votes: number
  status: PostStatus
  /** On the results channel, and on the poll channel once the poll is closed. */
  vote_counts?: VoteCounts
}

/** An event on `users/:id/notices`: a notice is waiting (read it with `notices.unread()`). */
export interface LiveNoticeEvent {
  kind: MemberNoticeKind
  post_id: number
}
