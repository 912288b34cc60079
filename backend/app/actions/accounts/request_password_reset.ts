import { DateTime } from 'luxon'
import User, { normalizeEmail } from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { accountErrors } from '#exceptions/account_errors'
import { createOneTimeToken } from '#services/one_time_token'
import { clientLink, sendMail } from '#services/mailer'
import { passwordResetMail } from '#services/mail_templates/password_reset_mail'
import { pickLanguage, type Language } from '#services/languages'

export const RESET_LINK_MINUTES = 60

/**
 * Mails a single-use reset link (valid 1 h) when the address has a password account. Says
 * nothing about unknown addresses; only a Google-only account is named (the spec requires it).
 */
export async function requestPasswordReset(input: { email: string; language: Language }) {
  const user = await User.query().where('email', normalizeEmail(input.email)).whereNull('deleted_at').first()
  if (!user) return
  if (!user.password) {
    if (user.googleId) throw accountErrors.googleAccountExists()
    return
  }

  const { token, tokenHash } = createOneTimeToken()
  await PasswordResetToken.create({
    userId: user.id,
    tokenHash,
    expiresAt: DateTime.utc().plus({ minutes: RESET_LINK_MINUTES }),
  })
  await sendMail(
    user.email,
    passwordResetMail(pickLanguage(user.language ?? input.language), clientLink('/reset-password', { token })),
  )
}
