import type { MemberNoticeKind } from './notice-types.js'
import type { PostStatus, VoteCounts } from './poll-types.js'

// The events of the live channels; api-client's liveChannels names the channels.

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
