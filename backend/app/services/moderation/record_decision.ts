import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { StatementOfReasons } from '@dilemma/contract'
import ModerationDecision, { type ModerationDecisionKind } from '#models/moderation_decision'
import { deliverDecisionNoticeAfterCommit, insertMemberNotice } from '#services/notices/add_member_notice'

export interface RestrictingDecision {
  kind: ModerationDecisionKind
  /** The member it restricts. */
  userId: number
  post?: { id: number; title: string }
  statement: StatementOfReasons
  decidedBy: number | null
  /** What it takes, to give back on appeal: the poll's status or her role before. */
  previous?: string
  endsAt?: DateTime | null
}

/**
 * Records a restricting decision with its statement of reasons and tells her in-app, in the
 * decision's transaction: the notice names the decision, whose reason, date and appeal window she
 * reads in her language. A report upheld keeps its own notice kind (one per poll).
 */
export async function recordDecision(
  decision: RestrictingDecision,
  trx: TransactionClientContract,
): Promise<ModerationDecision> {
  const recorded = await ModerationDecision.create(
    {
      userId: decision.userId,
      kind: decision.kind,
      postId: decision.post?.id ?? null,
      postTitle: decision.post?.title ?? null,
      reason: decision.statement.reason,
      note: decision.statement.note ?? null,
      decidedBy: decision.decidedBy,
      previous: decision.previous ?? null,
      endsAt: decision.endsAt ?? null,
    },
    { client: trx },
  )
  const reportUpheld = decision.kind === 'report_upheld'
  await insertMemberNotice(
    {
      userId: decision.userId,
      kind: reportUpheld ? 'post_removed_after_report' : 'moderation_decision',
      postId: reportUpheld ? (decision.post?.id ?? null) : null,
      postTitle: decision.post?.title ?? null,
      decisionId: recorded.id,
    },
    trx,
  )
  // A report's removal is delivered by the report's handling, with its other notices.
  if (!reportUpheld) deliverDecisionNoticeAfterCommit(trx, recorded.id, 'moderation_decision')
  return recorded
}
