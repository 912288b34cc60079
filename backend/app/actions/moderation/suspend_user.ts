import { DateTime } from 'luxon'
import { moderationErrors } from '#exceptions/moderation_errors'
import { suspensionEnd } from '#rules/suspension'
import { findLiveUser } from '#queries/moderation/find_live_user'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'
import { recordDecision } from '#services/moderation/record_decision'
import type { SuspensionRequest } from '#validators/moderation'

/**
 * PUT /admin/users/:id/suspension: she reads but writes nothing until the end (or until lifted).
 * A second suspension replaces the first, counted from now. Nobody suspends herself, so an admin
 * cannot lock herself out by mistake. Saving through the model forgets her cached sessions in
 * every process, so her open tabs are refused from their next write on. Undefined for a dry run.
 */
export default class SuspendUser {
  static async handle({
    userId,
    request,
    moderator,
  }: {
    userId: number
    request: SuspensionRequest
    moderator: Moderator
  }) {
    return moderate(
      moderator,
      async (trx) => {
        if (userId === moderator.actorId) throw moderationErrors.selfSuspension()
        return findLiveUser(userId, trx)
      },
      async (user, trx) => {
        // Whole seconds, as the column keeps them: the answer's end is the one every refusal names.
        const now = DateTime.utc().startOf('second')
        user.suspendedAt = now
        user.suspendedUntil = suspensionEnd(request.days, now)
        await user.save()
        await recordAudit(
          {
            actorId: moderator.actorId,
            action: 'user.suspend',
            targetType: 'user',
            targetId: user.id,
            details: {
              days: request.days,
              until: user.suspendedUntil?.toISO() ?? null,
              reason: request.reason,
              ...(request.note ? { note: request.note } : {}),
            },
          },
          trx,
        )
        await recordDecision(
          {
            kind: 'suspension',
            userId: user.id,
            statement: { reason: request.reason, note: request.note },
            decidedBy: moderator.actorId,
            endsAt: user.suspendedUntil,
          },
          trx,
        )
        return user
      },
    )
  }
}
