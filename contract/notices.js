// What a member can be told outside the app, by push and by e-mail: one switch per topic and
// channel. Push is on by default, e-mail off (she opts in), except where she must not miss it
// (NOTICE_DEFAULTS). Only topics the backend delivers are listed (a switch that never fires would
// mislead her). Plain JavaScript so that the built backend loads it without a TypeScript step
// (notices.d.ts types it).
export const NOTICE_TOPICS = Object.freeze([
  'poll_ended',
  'poll_votes',
  'post_removed',
  'moderation',
  'badges',
  'plan_renewal',
  'receipts',
  'payment_failed',
  'plan_ending',
])

/**
 * Topics whose e-mail cannot be switched off: a paid renewal's receipt is the record of a charge
 * she must be able to keep, as every other receipt we send.
 */
export const ALWAYS_EMAILED_TOPICS = Object.freeze(['receipts'])

/** E-mails on by default: her plan is at stake, and she was always mailed these. */
const EMAILED_BY_DEFAULT = ['receipts', 'payment_failed', 'plan_ending']

/** Her poll's vote counts that earn a notice: the first vote, then these. */
export const VOTE_NOTICE_THRESHOLDS = Object.freeze([1, 10, 50, 100])

export const NOTICE_CHANNELS = Object.freeze(['push', 'email'])

export const NOTICE_DEFAULTS = Object.freeze({
  push: Object.freeze(Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, true]))),
  email: Object.freeze(Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, EMAILED_BY_DEFAULT.includes(topic)]))),
})

/** A member may keep this many browsers subscribed to push at once. */
export const MAX_PUSH_SUBSCRIPTIONS = 10
