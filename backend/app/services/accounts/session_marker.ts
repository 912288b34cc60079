/*
 * The session marker: a cookie the app's scripts can read, set with the session cookies and
 * cleared with them. Without it no session can exist, so the app takes the visitor for a guest at
 * once and does not ask `GET /users/me` (member-spec §4: a guest's session check is quiet; the
 * 401 it answered showed as an error in the browser console). It carries no secret, only "1";
 * the session itself stays in the httpOnly cookies.
 */
import type { HttpContext } from '@adonisjs/core/http'
import { ACCESS_COOKIE, SESSION_TTL_DAYS } from '#services/accounts/session_tokens'
import { COOKIES } from '@dilemma/contract/cookies'

export const SESSION_MARKER_COOKIE = COOKIES.signedIn

const MARKER_OPTIONS = {
  path: '/',
  maxAge: `${SESSION_TTL_DAYS}d`,
  httpOnly: false,
  sameSite: 'lax',
  encode: false,
} as const

export function writeSessionMarker({ response }: HttpContext) {
  response.plainCookie(SESSION_MARKER_COOKIE, '1', MARKER_OPTIONS)
}

export function clearSessionMarker({ response }: HttpContext) {
  response.clearCookie(SESSION_MARKER_COOKIE, { path: '/' })
}

export function hasSessionMarker({ request }: HttpContext): boolean {
  return request.cookiesList()[SESSION_MARKER_COOKIE] !== undefined
}

/**
 * On a page load: a browser that holds an access cookie but no marker (signed in before the
 * marker existed) gets the marker, so its session is still found.
 */
export function markPresentedSession(ctx: HttpContext) {
  const cookies = ctx.request.cookiesList()
  if (cookies[ACCESS_COOKIE] !== undefined && cookies[SESSION_MARKER_COOKIE] === undefined) writeSessionMarker(ctx)
}
