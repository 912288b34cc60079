import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

export interface LandingError {
  messageId: string
  /** Where to go 3 s after the popup opened (member-spec §2 Landing). */
  redirectTo?: string
}

export const landingErrorRedirectDelayMs = 3000

const knownErrors: Record<string, LandingError> = {
  auth_error: { messageId: 'member.landing.errorPopup.auth_error' },
  uninvited: { messageId: 'member.landing.errorPopup.uninvited' },
  sign_in_unavailable: { messageId: 'member.landing.errorPopup.sign_in_unavailable' },
  google_user_not_found: {
    messageId: 'member.landing.errorPopup.google_user_not_found',
    redirectTo: CLIENT_PATHS.register,
  },
}

/**
 * What the landing page shows for its `?error=` parameter. `email_exists` is left to the shell,
 * which shows that message on every page.
 */
export function landingErrorFor(value: string | null): LandingError | null {
  if (value === null || value === 'email_exists') return null
  return knownErrors[value] ?? { messageId: 'member.landing.errorPopup.unknown' }
}
