import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'
import { accountErrors } from '#exceptions/account_errors'
import { revokeAllSessions } from '#actions/sessions/revoke_sessions'

export interface ChangePasswordInput {
  /** Required when the account has a password; a Google-only account sets its first one. */
  currentPassword?: string
  newPassword: string
  /** The session making the change stays; every other one ends. */
  keepSessionId?: number
}

export async function changePassword(user: User, input: ChangePasswordInput) {
  if (user.password && !(input.currentPassword && (await hash.verify(user.password, input.currentPassword)))) {
    throw accountErrors.wrongPassword()
  }
  user.password = await hash.make(input.newPassword)
  await user.save()
  await revokeAllSessions(user.id, { exceptSessionId: input.keepSessionId })
}
