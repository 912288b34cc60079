import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { secureCookies } from '#config/app'
import { isAllowedCorsOrigin, XSRF_TOKEN_HEADER } from '#config/cors'
import { xsrfCookieToken } from '#services/http/csrf_session'
import { COOKIES } from '@dilemma/contract/cookies'

export const XSRF_COOKIE = COOKIES.xsrf

/** As long as a login session; the api-client fetches a new one with a GET when it has none. */
const COOKIE_OPTIONS = { sameSite: 'lax', secure: secureCookies, path: '/', maxAge: '30d', httpOnly: false } as const

/**
 * Hands the browser a CSRF token in the XSRF-TOKEN cookie; the api-client echoes it in the
 * X-CSRF-Token header of every write and Shield checks that header against the session's secret.
 * Shield's own cookie (`enableXsrfCookie`) is an encrypted fresh token on every response, about
 * a sixth of a feed request's CPU. This one is the plain token (the header carries it as is
 * anyway) and is set only when the request's cookie is missing or is not the session's token,
 * also when a write was refused for that, so the retry succeeds, and after a login or logout
 * renewed the secret (csrf_session.ts). Runs before Shield, which creates the secret and the
 * request's token.
 *
 * A page on another origin (the standalone admin site) cannot read this cookie, which belongs to
 * the API's host: an origin listed in CORS_ORIGINS gets the token in the X-XSRF-Token header of
 * every answer instead (exposed by config/cors.ts). Others get no CORS headers, so they could
 * not read it anyway; they are not sent it at all.
 */
export default class XsrfCookieMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    acceptXsrfTokenHeader(ctx)
    try {
      return await next()
    } finally {
      issueUnlessCurrent(ctx)
      handOverToAllowedOrigin(ctx)
    }
  }
}

/**
 * axios and Angular echo the XSRF-TOKEN cookie in an X-XSRF-TOKEN header. Shield reads that
 * header only for its own encrypted cookie, so it is handed on as X-CSRF-Token (which wins when
 * a client sends both).
 */
function acceptXsrfTokenHeader({ request }: HttpContext) {
  const headers = request.request.headers
  const xsrfToken = headers['x-xsrf-token']
  if (headers['x-csrf-token'] === undefined && typeof xsrfToken === 'string') headers['x-csrf-token'] = xsrfToken
}

function issueUnlessCurrent(ctx: HttpContext) {
  const token = xsrfCookieToken(ctx)
  if (!token || ctx.request.cookiesList()[XSRF_COOKIE] === token) return
  ctx.response.plainCookie(XSRF_COOKIE, token, { ...COOKIE_OPTIONS, encode: false })
}

/** Read after the route ran: a login or logout has renewed the token (csrf_session.ts). */
function handOverToAllowedOrigin({ request, response }: HttpContext) {
  const token = request.csrfToken
  if (token && isAllowedCorsOrigin(request.header('origin'))) response.header(XSRF_TOKEN_HEADER, token)
}
