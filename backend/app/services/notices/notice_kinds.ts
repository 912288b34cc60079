/*
 * How each kind of in-app notice travels outside the app: the switch (topic) that lets it out,
 * its push Urgency, and where a click on it leads.
 */
import { VOTE_NOTICE_THRESHOLDS, type NoticeTopic } from '@dilemma/contract/notices'
import { CLIENT_PATHS, clientPath } from '@dilemma/contract/client-paths'
import type { MemberNoticeKind } from '#models/member_notice'
import type { PushUrgency } from '#services/push/web_push'

/**
 * Null: the kind stays in the app (the data archive has its own mail; a held poll's approval
 * answers the "awaiting review" she saw on it, in the app).
 */
export const TOPIC_OF_KIND: Record<MemberNoticeKind, NoticeTopic | null> = {
  poll_ended: 'poll_ended',
  voted_poll_ended: 'poll_ended',
  post_removed_after_report: 'post_removed',
  data_export_ready: null,
  poll_votes_1: 'poll_votes',
  poll_votes_10: 'poll_votes',
  poll_votes_50: 'poll_votes',
  poll_votes_100: 'poll_votes',
  moderation_decision: 'moderation',
  appeal_decided: 'moderation',
  badge_earned: 'badges',
  plan_renews_soon: 'plan_renewal',
  renewal_paid: 'receipts',
  payment_failed: 'payment_failed',
  plan_ending: 'plan_ending',
  held_approved: null,
}

/** RFC 8030 Urgency: a poll's end is what she waits for; the rest can wait for a charger. */
export const URGENCY_OF_TOPIC: Record<NoticeTopic, PushUrgency> = {
  poll_ended: 'high',
  poll_votes: 'low',
  post_removed: 'normal',
  moderation: 'normal',
  badges: 'low',
  plan_renewal: 'normal',
  receipts: 'low',
  payment_failed: 'high',
  plan_ending: 'normal',
}

/** The notice of a vote count, if `totalVotes` is one of the thresholds. */
export function voteNoticeKind(totalVotes: number): MemberNoticeKind | null {
  return (VOTE_NOTICE_THRESHOLDS as readonly number[]).includes(totalVotes)
    ? (`poll_votes_${totalVotes}` as MemberNoticeKind)
    : null
}

/** The vote count a vote notice is about. */
export function votesOfKind(kind: MemberNoticeKind): number | null {
  const match = /^poll_votes_(\d+)$/.exec(kind)
  return match ? Number(match[1]) : null
}

/** The client path a click on the notice opens: the poll, or her profile for account notices. */
export function noticePath(kind: MemberNoticeKind, postId: number | null): string {
  if (kind === 'post_removed_after_report' || postId === null) return CLIENT_PATHS.profile
  return clientPath('post', { postId })
}
