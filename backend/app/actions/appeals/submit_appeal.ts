import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Appeal from '#models/appeal'
import ModerationDecision from '#models/moderation_decision'
import { moderationErrors } from '#exceptions/moderation_errors'
import { appealDeadlineOf } from '#serializers/member_notice_serializer'
import { recordAudit } from '#services/moderation/audit_log'
import { isUniqueViolation } from '#services/sql/sql_results'

/**
 * POST /users/decisions/:id/appeal: her one appeal of a decision about her, within 14 days. A
 * decision of someone else's answers 404, as one that does not exist; a second appeal (also two
 * at once: the unique index) 409 ALREADY_APPEALED; one too late 409 APPEAL_WINDOW_CLOSED.
 */
export default class SubmitAppeal {
  static async handle({
    userId,
    decisionId,
    text,
  }: {
    userId: number
    decisionId: number
    text: string
  }): Promise<Appeal> {
    return db.transaction(async (trx) => {
      const decision = await ModerationDecision.query({ client: trx })
        .where('id', decisionId)
        .where('user_id', userId)
        .first()
      if (!decision) throw moderationErrors.decisionNotFound()
      if (decision.reversedAt) throw moderationErrors.decisionReversed()
      const deadline = appealDeadlineOf(decision)
      if (DateTime.utc() >= deadline) throw moderationErrors.appealWindowClosed(deadline)
      try {
        const appeal = await Appeal.create({ decisionId, userId, text, status: 'pending' }, { client: trx })
        await recordAudit(
          {
            actorId: userId,
            action: 'appeal.submit',
            targetType: 'appeal',
            targetId: appeal.id,
            details: { decisionId },
          },
          trx,
        )
        return appeal
      } catch (error) {
        if (isUniqueViolation(error)) throw moderationErrors.alreadyAppealed()
        throw error
      }
    })
  }
}
