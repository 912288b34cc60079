import type { StatementOfReasons } from '@dilemma/contract'
import { ROLES, type Role } from '#rules/roles'
import { moderationErrors } from '#exceptions/moderation_errors'
import { findLiveUser } from '#queries/moderation/find_live_user'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'
import { recordDecision } from '#services/moderation/record_decision'
import { endStreamsOf } from '#services/live/live_streams'

/**
 * PUT /admin/users/:id/role: any role, except that an admin's role is locked (admin-spec §4) unless
 * `demoteAdmin` says so deliberately (the CLI's `--demote-admin`, `node ace users:set-role`);
 * nobody demotes herself, so the last admin cannot lock everyone out by mistake.
 * A role an admin sets ends a running trial, or a trial member set to "user" would keep Pro.
 * Lowering her role restricts her: it needs a statement of reasons (422 otherwise), which she is
 * told with the decision. Undefined for a dry run.
 */
export default class ChangeRole {
  static async handle({
    userId,
    role,
    moderator,
    demoteAdmin = false,
    statement,
  }: {
    userId: number
    role: Role
    moderator: Moderator
    demoteAdmin?: boolean
    statement?: StatementOfReasons
  }) {
    const changed = await moderate(
      moderator,
      async (trx) => {
        const user = await findLiveUser(userId, trx)
        if (user.role === 'admin' && (!demoteAdmin || user.id === moderator.actorId))
          throw moderationErrors.adminRoleLocked()
        if (isLowering(user.role, role) && !statement) throw moderationErrors.reasonRequired()
        return user
      },
      async (user, trx) => {
        const from = user.role
        user.role = role
        user.trialEndsAt = null
        // An admin's role has no paid period to run out.
        user.planExpiresAt = null
        // Saving through the model forgets her cached copies, so her next request has the new role.
        await user.save()
        await recordAudit(
          {
            actorId: moderator.actorId,
            action: 'user.role',
            targetType: 'user',
            targetId: user.id,
            details: { from, to: role, ...statement },
          },
          trx,
        )
        if (statement && isLowering(from, role))
          await recordDecision(
            { kind: 'role_lowered', userId: user.id, statement, decidedBy: moderator.actorId, previous: from },
            trx,
          )
        return user
      },
    )
    // What her streams may follow depends on her role: the browser opens them again, checked anew.
    if (changed) await endStreamsOf({ userId })
    return changed
  }
}

function isLowering(from: Role, to: Role): boolean {
  return ROLES.indexOf(to) < ROLES.indexOf(from)
}
