import type { NoticeChannel, NoticeTopic } from '../notices.js'

/** What a member notice tells; the apps hold the translated text of each kind. */
export type MemberNoticeKind =
  | 'post_removed_after_report'
  | 'poll_ended'
  | 'voted_poll_ended'
  | 'data_export_ready'
  /** Her poll got its first vote, then its 10th, 50th, 100th (one notice each). */
  | 'poll_votes_1'
  | 'poll_votes_10'
  | 'poll_votes_50'
  | 'poll_votes_100'

/** An in-app notice to the signed-in member, shown at her next visit. */
export interface MemberNotice {
  id: number
  kind: MemberNoticeKind
  /** The poll it is about; null once the poll is deleted for good. */
  post_id: number | null
  /** The poll it is about, by its title (the poll itself may be gone). */
  post_title: string | null
  created_at: string
}

export interface MemberNoticesResponse {
  success: true
  notices: MemberNotice[]
}

/** Her switches: which topics reach her by push and by e-mail. */
export type NoticePreferences = Record<NoticeChannel, Record<NoticeTopic, boolean>>

export interface NoticePreferencesResponse {
  success: true
  preferences: NoticePreferences
}

/** GET /push/key: the public VAPID key a browser subscribes with (`applicationServerKey`). */
export interface PushKeyResponse {
  success: true
  public_key: string
}

/** POST /push/subscriptions: the browser's `PushSubscription.toJSON()`. */
export interface PushSubscriptionRequest {
  endpoint: string
  expirationTime?: number | null
  keys: { p256dh: string; auth: string }
}
