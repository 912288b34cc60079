import User from '#models/user'
import type { Role } from '#services/roles'
import { moderationErrors } from '#exceptions/moderation_errors'

async function findLiveUser(userId: number): Promise<User> {
  const user = await User.query().where('id', userId).whereNull('deleted_at').first()
  if (!user) throw moderationErrors.userNotFound()
  return user
}

/**
 * PUT /admin/users/:id/role: any role, except that an admin's own role is locked (admin-spec §4).
 * A role an admin sets ends a running trial, or a trial member set to "user" would keep Pro.
 */
export async function changeRole(userId: number, role: Role): Promise<User> {
  const user = await findLiveUser(userId)
  if (user.role === 'admin') throw moderationErrors.adminRoleLocked()
  user.role = role
  user.trialEndsAt = null
  // Saving through the model forgets her cached copies, so her next request has the new role.
  await user.save()
  return user
}

/** PUT /admin/users/:id/status: marks the e-mail address verified or not. */
export async function changeEmailVerification(userId: number, isEmailVerified: boolean): Promise<User> {
  const user = await findLiveUser(userId)
  user.isEmailVerified = isEmailVerified
  await user.save()
  return user
}
