import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Appeal from '#models/appeal'
import ModerationDecision from '#models/moderation_decision'
import User from '#models/user'
import { moderationErrors } from '#exceptions/moderation_errors'
import { deliverDecisionNoticeAfterCommit, insertMemberNotice } from '#services/notices/add_member_notice'
import { reverseDecision } from '#services/appeals/reverse_decision'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

export type AppealOutcome = 'accepted' | 'rejected'

/** Whether an admin other than `adminId` could decide (a server command has no account: anyone may). */
async function anotherAdminExists(adminId: number, client: TransactionClientContract): Promise<boolean> {
  const other = await User.query({ client })
    .where('role', 'admin')
    .whereNull('deleted_at')
    .whereNot('id', adminId)
    .select('id')
    .first()
  return other !== null
}

/**
 * POST /admin/appeals/:id/accept|reject: decides a pending appeal with the answer she reads (her
 * notice `appeal_decided`). Accepting reverses the decision (reverse_decision.ts). The admin who
 * made the decision does not decide its appeal while another admin exists (403
 * APPEAL_NEEDS_OTHER_ADMIN). Undefined for a dry run.
 */
export default class DecideAppeal {
  static async handle({
    appealId,
    outcome,
    answer,
    moderator,
  }: {
    appealId: number
    outcome: AppealOutcome
    answer: string
    moderator: Moderator
  }) {
    return moderate(
      moderator,
      async (trx) => {
        const appeal = await Appeal.query({ client: trx }).where('id', appealId).forUpdate().first()
        if (!appeal) throw moderationErrors.appealNotFound()
        if (appeal.status !== 'pending') throw moderationErrors.appealDecided()
        const decision = await ModerationDecision.findOrFail(appeal.decisionId, { client: trx })
        const { actorId } = moderator
        if (actorId !== null && decision.decidedBy === actorId && (await anotherAdminExists(actorId, trx)))
          throw moderationErrors.appealNeedsOtherAdmin()
        return { appeal, decision }
      },
      async ({ appeal, decision }, trx) => {
        const now = DateTime.utc()
        appeal.status = outcome
        appeal.answer = answer
        appeal.answeredBy = moderator.actorId
        appeal.answeredAt = now
        await appeal.save()
        if (outcome === 'accepted') {
          await reverseDecision(decision, trx)
          decision.reversedAt = now
          await decision.save()
        }
        await recordAudit(
          {
            actorId: moderator.actorId,
            action: outcome === 'accepted' ? 'appeal.accept' : 'appeal.reject',
            targetType: 'appeal',
            targetId: appeal.id,
            details: { decisionId: decision.id, kind: decision.kind, answer },
          },
          trx,
        )
        await insertMemberNotice(
          {
            userId: decision.userId,
            kind: 'appeal_decided',
            postId: null,
            postTitle: decision.postTitle,
            decisionId: decision.id,
          },
          trx,
        )
        deliverDecisionNoticeAfterCommit(trx, decision.id, 'appeal_decided')
        return appeal
      },
    )
  }
}
