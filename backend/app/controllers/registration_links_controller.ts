import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { findRegistrationInvitation } from '#queries/accounts/find_registration_invitation'
import { accountErrors } from '#exceptions/account_errors'
import { consumeAttempt } from '#services/accounts/attempt_throttle'

/** The mailed registration link, checked when the page opens (nothing is written). */
export default class RegistrationLinksController {
  /** GET /auth/registration-token/:token → { success, email }, or 400 INVALID_OR_EXPIRED_TOKEN. */
  async show({ params, request }: HttpContext) {
    await consumeAttempt('registrationLink', request.ip())
    const invitation = await findRegistrationInvitation(params.token)
    if (!invitation) throw accountErrors.invalidOrExpiredToken()
    return { success: true, email: invitation.email } satisfies Wire.RegistrationLinkResponse
  }
}
