import { DateTime } from 'luxon'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { createOneTimeToken } from '#services/accounts/one_time_token'
import { clientLink, sendMail } from '#services/mail/mailer'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import { passwordResetMail } from '#services/mail/templates/password_reset_mail'
import { pickLanguage, type Language } from '#services/i18n/languages'

const RESET_LINK_MINUTES = 60

/**
 * Mails the account `userId` (found by findResetRecipient) a single-use reset link, valid 1 h, in
 * its language if it chose one.
 */
export default class RequestPasswordReset {
  static async handle({ userId, language }: { userId: number; language: Language }): Promise<void> {
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
}
