import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'
import { accountErrors } from '#exceptions/account_errors'
import RevokeAllSessions from '#actions/sessions/revoke_all_sessions'
import { confirmCurrentPassword } from '#services/accounts/confirm_current_password'

export interface ChangePasswordInput {
  user: User
  /** Required when the account has a password; a Google-only account sets its first one. */
  currentPassword?: string
  newPassword: string
  /** The session making the change stays; every other one ends. */
  keepSessionId?: number
}

/** A signed-in member changes her password (or sets a first one); her other sessions end. */
export default class ChangePassword {
  static async handle({ user, currentPassword, newPassword, keepSessionId }: ChangePasswordInput): Promise<void> {
    if (user.password) {
      if (!currentPassword) throw accountErrors.wrongPassword()
      await confirmCurrentPassword(user, currentPassword)
    }
    user.password = await hash.make(newPassword)
    await user.save()
    await RevokeAllSessions.handle({ userId: user.id, exceptSessionId: keepSessionId })
  }
}
