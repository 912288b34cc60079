export type NoticeTopic =
  | 'poll_ended'
  | 'poll_votes'
  | 'post_removed'
  | 'moderation'
  | 'badges'
  | 'plan_renewal'
  | 'receipts'
  | 'payment_failed'
  | 'plan_ending'
export type NoticeChannel = 'push' | 'email'

export declare const NOTICE_TOPICS: readonly NoticeTopic[]
export declare const NOTICE_CHANNELS: readonly NoticeChannel[]
/** Each switch before she touches it. */
export declare const NOTICE_DEFAULTS: Readonly<Record<NoticeChannel, Readonly<Record<NoticeTopic, boolean>>>>
/** Topics whose e-mail she cannot switch off (a receipt). */
export declare const ALWAYS_EMAILED_TOPICS: readonly NoticeTopic[]

/** A member may keep this many browsers subscribed to push at once. */
export declare const MAX_PUSH_SUBSCRIPTIONS: number

/** Her poll's vote counts that earn a notice: the first vote, then these. */
export declare const VOTE_NOTICE_THRESHOLDS: readonly (1 | 10 | 50 | 100)[]
