import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User, { normalizeEmail } from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { accountErrors } from '#exceptions/account_errors'
import { createOneTimeToken } from '#services/accounts/one_time_token'
import { clientLink, sendMail } from '#services/mail/mailer'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import { passwordResetMail } from '#services/mail/templates/password_reset_mail'
import { pickLanguage, type Language } from '#services/i18n/languages'

export const RESET_LINK_MINUTES = 60

/**
 * The id of the account a reset link for `email` goes to: one with a password, else null. Unknown
 * addresses are not named; only a Google-only account is (the spec requires it). Three columns,
 * no model: a known address costs what an unknown one does before the answer (the model is built
 * after it, in `mailResetLink`).
 */
export async function findResetRecipient(email: string): Promise<number | null> {
  const account: { id: number; password: string | null; google_id: string | null } | null = await db
    .from('users')
    .select('id', 'password', 'google_id')
    .where('email', normalizeEmail(email))
    .whereNull('deleted_at')
    .first()
  if (account && !account.password && account.google_id) throw accountErrors.googleAccountExists()
  return account?.password ? account.id : null
}

/** Mails the account `userId` a single-use reset link, valid 1 h, in its language if it chose one. */
export async function mailResetLink(userId: number, language: Language) {
  const user = await User.findOrFail(userId)
  const { token, tokenHash } = createOneTimeToken()
  await PasswordResetToken.create({
    userId: user.id,
    tokenHash,
    expiresAt: DateTime.utc().plus({ minutes: RESET_LINK_MINUTES }),
  })
  const link = clientLink(CLIENT_PATHS.resetPassword, { token })
  await sendMail(user.email, passwordResetMail(pickLanguage(user.language ?? language), link))
}
