import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import RevokeAllSessions from '#actions/sessions/revoke_all_sessions'
import { ensureConsent, type DeletionConsent } from '#services/accounts/account_consent'
import { removeAvatar } from '#services/images/avatar_storage'

/**
 * Deletes an account by anonymising it: polls and votes stay (shown as by a deleted user), while
 * everything personal goes. The e-mail is freed for a new invitation; "@" can never appear in a
 * chosen username, so the placeholder cannot collide with a real one.
 */
export default class DeleteAccount {
  static async handle({ user, consent }: { user: User; consent: DeletionConsent }): Promise<void> {
    await ensureConsent(user, consent)
    const avatar = user.avatarUrl

    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.merge({
        username: `deleted@${user.id}`,
        email: `deleted-${user.id}@deleted.invalid`,
        password: null,
        googleId: null,
        bio: null,
        avatarUrl: null,
        language: null,
        isEmailVerified: false,
        trialEndsAt: null,
        deletedAt: DateTime.utc(),
      })
      await user.save()
      await PasswordResetToken.query({ client: trx }).where('user_id', user.id).delete()
    })
    await RevokeAllSessions.handle({ userId: user.id })
    await removeAvatar(avatar)
  }
}
