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

export type { LiveNoticeEvent, LivePollEvent } from '@dilemma/contract'
