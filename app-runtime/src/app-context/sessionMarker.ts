import { COOKIES } from '@dilemma/api-client'

/**
 * The cookie the server sets and clears together with its (httpOnly) session cookies; scripts can
 * read it. Without it this browser holds no session (backend `services/accounts/session_marker.ts`).
 */
export const SESSION_MARKER_COOKIE = COOKIES.signedIn

/** Whether the session marker is among `cookies` (default: this document's). */
export function hasSessionMarker(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SESSION_MARKER_COOKIE}=`))
}
