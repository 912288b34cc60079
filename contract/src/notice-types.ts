import type { AppealStatus, ModerationDecisionKind, ModerationReason } from './moderation-types.js'
import type { NoticeChannel, NoticeTopic } from '../notices.js'

/** What a member notice tells; the apps hold the translated text of each kind. */
export type MemberNoticeKind =
  | 'post_removed_after_report'
  | 'poll_ended'
  | 'voted_poll_ended'
  | 'data_export_ready'
  /** A moderator restricted her poll or account: `decision` says what and why. */
  | 'moderation_decision'
  /** Her appeal was decided: `decision.appeal` holds the answer. */
  | 'appeal_decided'
  /** A moderator approved her poll that a watched word held: it is public now. (A rejection is a `moderation_decision`.) */
  | 'held_approved'
  /** Her poll got its first vote, then its 10th, 50th, 100th (one notice each). */
  | 'poll_votes_1'
  | 'poll_votes_10'
  | 'poll_votes_50'
  | 'poll_votes_100'
  /** She earned a badge (`details.badge` names it). */
  | 'badge_earned'
  /** Her monthly plan renews in 3 days: `details` has the plan, amount and date. */
  | 'plan_renews_soon'
  /** PayPal collected a month of her plan: the receipt (plan, amount, period). */
  | 'renewal_paid'
  /** PayPal could not collect her renewal: `details.period_end` is how long the plan stays. */
  | 'payment_failed'
  /** Her trial or cancelled plan ends in 3 days (`details.trial` tells which). */
  | 'plan_ending'

/** An in-app notice to the signed-in member, shown at her next visit. */
export interface MemberNotice {
  id: number
  kind: MemberNoticeKind
  /** The poll it is about; null once the poll is deleted for good. */
  post_id: number | null
  /** The poll it is about, by its title (the poll itself may be gone). */
  post_title: string | null
  created_at: string
  /** The decision a moderation notice tells of; null for other kinds. */
  decision: NoticeDecision | null
  /** The facts of a badge or plan notice; null for the others. */
  details: NoticeDetails | null
}

/** What a badge or plan notice tells besides its kind. Amounts are decimal strings, dates ISO 8601. */
export interface NoticeDetails {
  /** The badge's name, e.g. "VOTES_GIVEN_50" (the apps translate it). */
  badge?: string
  /** The plan's name, e.g. "Pro". */
  plan?: string
  amount?: string
  currency?: string
  period_start?: string
  period_end?: string
  /** A plan_ending notice about a trial (else a cancelled paid plan). */
  trial?: boolean
}

/** A restricting decision as she reads it: what, why, when, and her appeal. */
export interface NoticeDecision {
  id: number
  kind: ModerationDecisionKind
  reason: ModerationReason
  /** The moderator's words beside the reason, if any. */
  note: string | null
  decided_at: string
  /** A suspension's end; null for one until lifted and for the other kinds. */
  ends_at: string | null
  /** The last moment she may appeal (14 days after the decision). */
  appeal_until: string
  /** Whether she may appeal now: within the window and not appealed yet. */
  can_appeal: boolean
  appeal: NoticeAppeal | null
}

export interface NoticeAppeal {
  status: AppealStatus
  /** The answer's reason, in the deciding admin's words, once decided. */
  answer: string | null
  decided_at: string | null
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
