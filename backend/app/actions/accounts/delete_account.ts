import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { normalizeUsername } from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { accountErrors } from '#exceptions/account_errors'
import { revokeAllSessions } from '#actions/sessions/revoke_sessions'
import { confirmCurrentPassword } from '#actions/accounts/confirm_current_password'
import { removeAvatar } from '#services/images/avatar_storage'
import { canonicalUsername } from '#rules/username_rules'

export interface DeletionConsent {
  /** Required when the account has a password. */
  password?: string | null
  /** Accounts that only sign in with Google have no password: they type their username instead. */
  username?: string | null
}

/** Her current password, or her username for an account without one (deletion, data export). */
export async function ensureConsent(user: User, consent: DeletionConsent) {
  if (user.password) {
    if (!consent.password) throw accountErrors.confirmationRequired()
    await confirmCurrentPassword(user, consent.password)
    return
  }
  if (!consent.username) throw accountErrors.confirmationRequired()
  if (!sameUsername(consent.username, user.username)) throw accountErrors.usernameMismatch()
}

/** As at login: letter case and compatibility forms (fullwidth letters) do not matter. */
function sameUsername(typed: string, own: string) {
  return normalizeUsername(canonicalUsername(typed)) === normalizeUsername(own)
}

/**
 * Deletes an account by anonymising it: polls and votes stay (shown as by a deleted user), while
 * everything personal goes. The e-mail is freed for a new invitation; "@" can never appear in a
 * chosen username, so the placeholder cannot collide with a real one.
 */
export async function deleteAccount(user: User, consent: DeletionConsent) {
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
  await revokeAllSessions(user.id)
  await removeAvatar(avatar)
}
