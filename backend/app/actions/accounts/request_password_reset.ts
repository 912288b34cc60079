import { DateTime } from 'luxon'
import User, { normalizeEmail } from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { accountErrors } from '#exceptions/account_errors'
import { createOneTimeToken } from '#services/accounts/one_time_token'
import { clientLink, sendMail } from '#services/mail/mailer'
import { passwordResetMail } from '#services/mail/templates/password_reset_mail'
import { pickLanguage, type Language } from '#services/i18n/languages'

export const RESET_LINK_MINUTES = 60

/**
 * The account a reset link for `email` goes to: one with a password, else null. Unknown
 * addresses are not named; only a Google-only account is (the spec requires it).
 */
export async function findResetRecipient(email: string): Promise<User | null> {
  const user = await User.query().where('email', normalizeEmail(email)).whereNull('deleted_at').first()
  if (user && !user.password && user.googleId) throw accountErrors.googleAccountExists()
  return user?.password ? user : null
}

/** Mails `user` a single-use reset link, valid 1 h, in their language if they chose one. */
export async function mailResetLink(user: User, language: Language) {
  const { token, tokenHash } = createOneTimeToken()
  await PasswordResetToken.create({
    userId: user.id,
    tokenHash,
    expiresAt: DateTime.utc().plus({ minutes: RESET_LINK_MINUTES }),
  })
  const link = clientLink('/reset-password', { token })
  await sendMail(user.email, passwordResetMail(pickLanguage(user.language ?? language), link))
}
