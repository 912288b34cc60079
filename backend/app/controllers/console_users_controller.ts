import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import {
  adminUsersQueryValidator,
  roleChangeValidator,
  suspensionValidator,
  verificationValidator,
} from '#validators/moderation'
import { listConsoleUsers } from '#queries/moderation/list_console_users'
import { userStats } from '#queries/moderation/user_stats'
import ChangeRole from '#actions/moderation/change_role'
import ChangeEmailVerification from '#actions/moderation/change_email_verification'
import SuspendUser from '#actions/moderation/suspend_user'
import LiftSuspension from '#actions/moderation/lift_suspension'
import { DRY_RUN_PASSED, moderatorOf } from '#controllers/moderator'

/** The users tab (admin-spec §2); admins only (routes). Changes take `?dryRun=true`. */
export default class ConsoleUsersController {
  async stats() {
    return { success: true, data: await userStats() } satisfies Wire.UserStatsResponse
  }

  async index({ request }: HttpContext) {
    const query = await adminUsersQueryValidator.validate(request.qs())
    return { success: true, ...(await listConsoleUsers(query)) } satisfies Wire.AdminUsersPage
  }

  async updateRole(ctx: HttpContext) {
    const { role, demoteAdmin, reason, note } = await ctx.request.validateUsing(roleChangeValidator)
    const statement = reason ? { reason, note } : undefined
    const changed = await ChangeRole.handle({
      userId: Number(ctx.params.id),
      role,
      moderator: await moderatorOf(ctx),
      demoteAdmin,
      statement,
    })
    return (
      changed ? { success: true, message: 'Role updated' } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.SuccessResponse>
  }

  async updateStatus(ctx: HttpContext) {
    const { isEmailVerified } = await ctx.request.validateUsing(verificationValidator)
    const changed = await ChangeEmailVerification.handle({
      userId: Number(ctx.params.id),
      isEmailVerified,
      moderator: await moderatorOf(ctx),
    })
    return (
      changed ? { success: true, message: 'Verification updated' } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.SuccessResponse>
  }

  async suspend(ctx: HttpContext) {
    const request = await ctx.request.validateUsing(suspensionValidator)
    const user = await SuspendUser.handle({ userId: Number(ctx.params.id), request, moderator: await moderatorOf(ctx) })
    if (!user) return DRY_RUN_PASSED
    return {
      success: true,
      message: 'User suspended',
      suspendedUntil: user.suspendedUntil?.toISO() ?? null,
    } satisfies Wire.SuspensionResponse
  }

  async unsuspend(ctx: HttpContext) {
    const lifted = await LiftSuspension.handle({ userId: Number(ctx.params.id), moderator: await moderatorOf(ctx) })
    return (
      lifted ? { success: true, message: 'Suspension lifted' } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.SuccessResponse>
  }
}
