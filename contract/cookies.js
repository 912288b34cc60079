// The names of the cookies Dilemma sets, by what each holds: the backend sets and reads them, the
// browser apps, the api-client and the CLI read or write some of them by name. Plain JavaScript so
// that the built backend and the front ends load it without a TypeScript step (cookies.d.ts types
// it).
export const COOKIES = Object.freeze({
  /** The login session (AdonisJS's session cookie). */
  session: 'dilemma_session',
  /** The CSRF token the api-client echoes in a header. */
  xsrf: 'XSRF-TOKEN',
  /** The short-lived access token and the refresh token that renews it (httpOnly). */
  access: 'dilemma_access',
  refresh: 'dilemma_refresh',
  /** Readable by scripts: "someone is signed in", so the apps ask for the session only then. */
  signedIn: 'dilemma_signed_in',
  /** The browser a member signed in on before, so login throttling spares her devices. */
  device: 'dilemma_device',
  /** The reader's language choice and time zone, for the server's first screen. */
  language: 'dilemma_language',
  timeZone: 'dilemma_time_zone',
  /** The cookie notice accepted: the first screen leaves the notice out. */
  consent: 'dilemma_cookie_consent',
  /** After a write, this browser reads from the primary database for a while. */
  readPrimary: 'dilemma_read_primary',
  /** Google sign-in's round trip: what it was for, its state and its PKCE checks. */
  googleAction: 'dilemma_google_action',
  googleState: 'dilemma_google_state',
  googleChecks: 'dilemma_google_checks',
})
