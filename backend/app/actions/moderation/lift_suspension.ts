import { moderationErrors } from '#exceptions/moderation_errors'
import { isSuspended } from '#rules/suspension'
import { findLiveUser } from '#queries/moderation/find_live_user'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

/** DELETE /admin/users/:id/suspension: 409 NOT_SUSPENDED when none stands. Undefined for a dry run. */
export default class LiftSuspension {
  static async handle({ userId, moderator }: { userId: number; moderator: Moderator }) {
    return moderate(
      moderator,
      async (trx) => {
        const user = await findLiveUser(userId, trx)
        if (!isSuspended(user)) throw moderationErrors.notSuspended()
        return user
      },
      async (user, trx) => {
        const until = user.suspendedUntil?.toISO() ?? null
        user.suspendedAt = null
        user.suspendedUntil = null
        await user.save()
        await recordAudit(
          {
            actorId: moderator.actorId,
            action: 'user.unsuspend',
            targetType: 'user',
            targetId: user.id,
            details: { until },
          },
          trx,
        )
        return user
      },
    )
  }
}
