import { findLiveUser } from '#queries/moderation/find_live_user'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

/** PUT /admin/users/:id/status: marks the e-mail address verified or not. Undefined for a dry run. */
export default class ChangeEmailVerification {
  static async handle({
    userId,
    isEmailVerified,
    moderator,
  }: {
    userId: number
    isEmailVerified: boolean
    moderator: Moderator
  }) {
    return moderate(
      moderator,
      (trx) => findLiveUser(userId, trx),
      async (user, trx) => {
        const from = user.isEmailVerified
        user.isEmailVerified = isEmailVerified
        await user.save()
        await recordAudit(
          {
            actorId: moderator.actorId,
            action: 'user.verification',
            targetType: 'user',
            targetId: user.id,
            details: { from, to: isEmailVerified },
          },
          trx,
        )
        return user
      },
    )
  }
}
