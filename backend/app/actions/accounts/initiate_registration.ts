import { DateTime } from 'luxon'
import User, { normalizeEmail } from '#models/user'
import { accountErrors } from '#exceptions/account_errors'
import { findPendingInvitation } from '#queries/accounts/pending_invitation'
import { createOneTimeToken } from '#services/accounts/one_time_token'
import { clientLink, sendMail } from '#services/mail/mailer'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import { registrationMail } from '#services/mail/templates/registration_mail'
import type { Language } from '#services/i18n/languages'

const REGISTRATION_LINK_HOURS = 24

/**
 * First step of registering: an invited address gets a single-use link (valid 24 h) to the
 * complete-profile form. A new request replaces the previous link.
 */
export default class InitiateRegistration {
  static async handle(input: { email: string; language: Language }): Promise<void> {
    const email = normalizeEmail(input.email)
    if (await User.findBy('email', email)) throw accountErrors.emailExists()
    const invitation = await findPendingInvitation(email)
    if (!invitation) throw accountErrors.uninvited()

    const { token, tokenHash } = createOneTimeToken()
    await invitation
      .merge({ tokenHash, tokenExpiresAt: DateTime.utc().plus({ hours: REGISTRATION_LINK_HOURS }) })
      .save()

    const delivered = await sendMail(
      email,
      registrationMail(input.language, clientLink(CLIENT_PATHS.register, { token })),
    )
    if (!delivered) throw accountErrors.mailNotSent()
  }
}
