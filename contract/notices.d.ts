export type NoticeTopic = 'poll_ended' | 'poll_votes' | 'post_removed'
export type NoticeChannel = 'push' | 'email'

export declare const NOTICE_TOPICS: readonly NoticeTopic[]
export declare const NOTICE_CHANNELS: readonly NoticeChannel[]
export declare const NOTICE_DEFAULTS: Readonly<Record<NoticeChannel, boolean>>

/** A member may keep this many browsers subscribed to push at once. */
export declare const MAX_PUSH_SUBSCRIPTIONS: number

/** Her poll's vote counts that earn a notice: the first vote, then these. */
export declare const VOTE_NOTICE_THRESHOLDS: readonly (1 | 10 | 50 | 100)[]
