// What a member can be told outside the app, by push and by e-mail: one switch per topic and
// channel. Push is on by default, e-mail off (she opts in). Only topics the backend delivers are
// listed (a switch that never fires would mislead her). Plain JavaScript so that the built
// backend loads it without a TypeScript step (notices.d.ts types it).
export const NOTICE_TOPICS = Object.freeze(['poll_ended', 'poll_votes', 'post_removed'])

/** Her poll's vote counts that earn a notice: the first vote, then these. */
export const VOTE_NOTICE_THRESHOLDS = Object.freeze([1, 10, 50, 100])

export const NOTICE_CHANNELS = Object.freeze(['push', 'email'])

export const NOTICE_DEFAULTS = Object.freeze({ push: true, email: false })

/** A member may keep this many browsers subscribed to push at once. */
export const MAX_PUSH_SUBSCRIPTIONS = 10
