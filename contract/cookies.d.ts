export declare const COOKIES: {
  readonly session: 'dilemma_session'
  readonly xsrf: 'XSRF-TOKEN'
  readonly access: 'dilemma_access'
  readonly refresh: 'dilemma_refresh'
  readonly signedIn: 'dilemma_signed_in'
  readonly device: 'dilemma_device'
  readonly language: 'dilemma_language'
  readonly timeZone: 'dilemma_time_zone'
  readonly consent: 'dilemma_cookie_consent'
  readonly readPrimary: 'dilemma_read_primary'
  readonly googleAction: 'dilemma_google_action'
  readonly googleState: 'dilemma_google_state'
  readonly googleChecks: 'dilemma_google_checks'
}
export type CookieName = (typeof COOKIES)[keyof typeof COOKIES]
