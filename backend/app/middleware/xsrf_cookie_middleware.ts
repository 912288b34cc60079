import Tokens from 'csrf'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { secureCookies } from '#config/app'

export const XSRF_COOKIE = 'XSRF-TOKEN'

/** Where Shield keeps the session's CSRF secret (its CsrfGuard's `#secretSessionKey`). */
const CSRF_SECRET_SESSION_KEY = 'csrf-secret'

/** As long as a login session; the api-client fetches a new one with a GET when it has none. */
const COOKIE_OPTIONS = { sameSite: 'lax', secure: secureCookies, path: '/', maxAge: '30d', httpOnly: false } as const

const tokens = new Tokens()

/**
 * Hands the browser a CSRF token in the XSRF-TOKEN cookie; the api-client echoes it in the
 * X-CSRF-Token header of every write and Shield checks that header against the session's secret.
 * Shield's own cookie (`enableXsrfCookie`) is an encrypted fresh token on every response, about
 * a sixth of a feed request's CPU. This one is the plain token (the header carries it as is
 * anyway) and is set only when the request's cookie is missing or does not match the secret,
 * also when a write was refused for that, so the retry succeeds. Runs before Shield, which
 * creates the secret and the request's token.
 */
export default class XsrfCookieMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    try {
      return await next()
    } finally {
      issueUnlessCurrent(ctx)
    }
  }
}

function issueUnlessCurrent({ request, response, session }: HttpContext) {
  const token = request.csrfToken
  if (!token) return
  const secret: unknown = session.get(CSRF_SECRET_SESSION_KEY)
  const sent = request.cookiesList()[XSRF_COOKIE]
  if (typeof secret === 'string' && typeof sent === 'string' && tokens.verify(secret, sent)) return
  response.plainCookie(XSRF_COOKIE, token, { ...COOKIE_OPTIONS, encode: false })
}
