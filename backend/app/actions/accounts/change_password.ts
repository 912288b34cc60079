import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'
import { accountErrors } from '#exceptions/account_errors'
import { revokeAllSessions } from '#actions/sessions/revoke_sessions'
import { confirmCurrentPassword } from '#actions/accounts/confirm_current_password'

export interface ChangePasswordInput {
  /** Required when the account has a password; a Google-only account sets its first one. */
  currentPassword?: string
  newPassword: string
  /** The session making the change stays; every other one ends. */
  keepSessionId?: number
}

export async function changePassword(user: User, input: ChangePasswordInput) {
  if (user.password) {
    if (!input.currentPassword) throw accountErrors.wrongPassword()
    await confirmCurrentPassword(user, input.currentPassword)
  }
  user.password = await hash.make(input.newPassword)
  await user.save()
  await revokeAllSessions(user.id, { exceptSessionId: input.keepSessionId })
}
