import type { DateTime } from 'luxon'
import { ApiException } from '#exceptions/api_exception'

/**
 * A provider we depend on is down: the answer is expected, and the outage was logged once where
 * it was noticed (openid_connect_driver.ts), so the exception handler does not log each answer.
 */
class ProviderOutage extends ApiException {
  report() {}
}

/** Seconds after which a sign-in is worth trying again. */
const SIGN_IN_RETRY_AFTER_SECONDS = 30

/** The codes of invitations, registration, password reset and account settings. */
export const accountErrors = {
  uninvited: () =>
    new ApiException(
      403,
      'UNINVITED',
      'This e-mail address is not on the invited list, or its invitation has expired.',
    ),
  emailExists: () => new ApiException(409, 'EMAIL_EXISTS', 'An account with this e-mail address already exists.'),
  usernameTaken: () => new ApiException(409, 'USERNAME_TAKEN', 'This username is already taken.'),
  invalidOrExpiredToken: () =>
    new ApiException(400, 'INVALID_OR_EXPIRED_TOKEN', 'This link is invalid or has expired.'),
  googleAccountExists: () =>
    new ApiException(409, 'GOOGLE_ACCOUNT_EXISTS', 'This account signs in with Google. Please use Google sign-in.'),
  usernameChangeTooSoon: (nextAllowedAt: DateTime) =>
    new ApiException(400, 'USERNAME_CHANGE_TOO_SOON', 'The username can be changed once every 30 days.', {
      details: { nextAllowedAt: nextAllowedAt.toISO() },
    }),
  wrongPassword: () => new ApiException(400, 'INVALID_PASSWORD', 'The password is not correct.'),
  confirmationRequired: () =>
    new ApiException(
      400,
      'CONFIRMATION_REQUIRED',
      'Please confirm the deletion with your password, or with your username if you sign in only with Google.',
    ),
  usernameMismatch: () => new ApiException(400, 'USERNAME_MISMATCH', 'This is not your username.'),
  invalidImage: () => new ApiException(422, 'INVALID_IMAGE_TYPE', 'Only JPEG, PNG, GIF and WebP images are accepted.'),
  mailNotSent: () => new ApiException(503, 'MAIL_NOT_SENT', 'The e-mail could not be sent. Please try again later.'),
  invitationNotFound: () => new ApiException(404, 'NOT_FOUND', 'Not found.'),
  invitationAlreadyUsed: () =>
    new ApiException(409, 'INVITATION_USED', 'This invitation has been used to register and cannot be revoked.'),
  googleNotConfigured: () =>
    new ApiException(503, 'GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured on this server.'),
  signInUnavailable: () =>
    new ProviderOutage(
      503,
      'SIGN_IN_UNAVAILABLE',
      'Google sign-in is unavailable right now. Please try again in a few minutes.',
      {
        headers: { 'Retry-After': String(SIGN_IN_RETRY_AFTER_SECONDS) },
      },
    ),
}
