/*
 * How each kind of in-app notice travels outside the app: the switch (topic) that lets it out,
 * its push Urgency, and where a click on it leads.
 */
import type { NoticeTopic } from '@dilemma/contract/notices'
import type { MemberNoticeKind } from '#models/member_notice'
import type { PushUrgency } from '#services/push/web_push'

/** Null: the kind stays in the app (the data archive has its own mail). */
export const TOPIC_OF_KIND: Record<MemberNoticeKind, NoticeTopic | null> = {
  poll_ended: 'poll_ended',
  voted_poll_ended: 'poll_ended',
  post_removed_after_report: 'post_removed',
  data_export_ready: null,
}

/** RFC 8030 Urgency: a poll's end is what she waits for; counts and badges can wait for the charger. */
export const URGENCY_OF_TOPIC: Record<NoticeTopic, PushUrgency> = {
  poll_ended: 'high',
  poll_votes: 'low',
  badge_earned: 'low',
  plan: 'normal',
  post_removed: 'normal',
}

/** The client path a click on the notice opens: the poll, or her profile for account notices. */
export function noticePath(kind: MemberNoticeKind, postId: number | null): string {
  if (kind === 'post_removed_after_report' || postId === null) return '/profile'
  return `/post/${postId}`
}
