import { DateTime } from 'luxon'
import { APPEAL_WINDOW_DAYS } from '@dilemma/contract/moderation'
import type MemberNotice from '#models/member_notice'
import type ModerationDecision from '#models/moderation_decision'
import { AppealSerializer } from '#serializers/appeal_serializer'
import type * as Wire from '@dilemma/contract'

export const MemberNoticeSerializer = {
  /** The member's own notice (its decision preloaded); her app turns `kind` into a translated text. */
  forOwner(notice: MemberNotice, now = DateTime.utc()): Wire.MemberNotice {
    const decision = notice.decisionId === null ? null : notice.decision
    return {
      id: notice.id,
      kind: notice.kind,
      post_id: notice.postId ?? decision?.postId ?? null,
      post_title: notice.postTitle,
      created_at: notice.createdAt.toUTC().toISO()!,
      decision: decision ? MemberNoticeSerializer.decision(decision, now) : null,
      details: notice.details,
    }
  },

  /** A decision (its appeal preloaded) as she reads it: what, why, when, until when she may appeal, and her appeal. */
  decision(decision: ModerationDecision, now: DateTime): Wire.NoticeDecision {
    const appealUntil = appealDeadlineOf(decision)
    const appeal = decision.appeal ?? null
    return {
      id: decision.id,
      kind: decision.kind,
      reason: decision.reason,
      note: decision.note,
      decided_at: decision.createdAt.toUTC().toISO()!,
      ends_at: decision.endsAt?.toUTC().toISO() ?? null,
      appeal_until: appealUntil.toUTC().toISO()!,
      can_appeal: appeal === null && decision.reversedAt === null && now < appealUntil,
      appeal: appeal && AppealSerializer.forMember(appeal),
    }
  },
}

/** She may appeal a decision until this moment. */
export function appealDeadlineOf(decision: ModerationDecision): DateTime {
  return decision.createdAt.plus({ days: APPEAL_WINDOW_DAYS })
}
