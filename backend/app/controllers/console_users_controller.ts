import type { HttpContext } from '@adonisjs/core/http'
import { adminUsersQueryValidator, roleChangeValidator, verificationValidator } from '#validators/moderation'
import { listConsoleUsers } from '#actions/moderation/list_console_users'
import { userStats } from '#actions/moderation/user_stats'
import { changeEmailVerification, changeRole } from '#actions/moderation/change_user'

/** The users tab (admin-spec §2); admins only (routes). */
export default class ConsoleUsersController {
  async stats() {
    return { success: true, data: await userStats() }
  }

  async index({ request }: HttpContext) {
    const query = await adminUsersQueryValidator.validate(request.qs())
    return { success: true, ...(await listConsoleUsers(query)) }
  }

  async updateRole({ params, request }: HttpContext) {
    const { role } = await request.validateUsing(roleChangeValidator)
    await changeRole(Number(params.id), role)
    return { success: true, message: 'Role updated' }
  }

  async updateStatus({ params, request }: HttpContext) {
    const { isEmailVerified } = await request.validateUsing(verificationValidator)
    await changeEmailVerification(Number(params.id), isEmailVerified)
    return { success: true, message: 'Verification updated' }
  }
}
