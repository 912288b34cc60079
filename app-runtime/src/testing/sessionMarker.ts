import { SESSION_MARKER_COOKIE } from '../app-context/sessionMarker'

/**
 * Gives jsdom's document the server's session marker cookie, or takes it away: with it the
 * SessionProvider asks `GET /users/me`, without it the visitor is a guest at once.
 */
export function setSessionMarker(present: boolean): void {
  document.cookie = present ? `${SESSION_MARKER_COOKIE}=1; path=/` : `${SESSION_MARKER_COOKIE}=; max-age=0; path=/`
}
