/*
 * The CSRF secret is Shield's: it keeps it in the session and makes each request's token from it
 * (`request.csrfToken`). The XSRF-TOKEN cookie (xsrf_cookie_middleware.ts) carries one such token,
 * which the session remembers under a key of our own; a remembered token stays valid as long as
 * the secret, and both go when the session is cleared, so we never read Shield's secret.
 */
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import { csrfFactory } from '@adonisjs/shield/guards'

const XSRF_COOKIE_TOKEN_KEY = 'xsrf-cookie-token'

/** Shield's CSRF guard without its check: it makes a secret when the session has none, and the request's token. */
const issueCsrfToken = csrfFactory({ enabled: true, enableXsrfCookie: false, exceptRoutes: () => true }, encryption)

/** The token the XSRF-TOKEN cookie should carry: the session's remembered one, else the request's, remembered. */
export function xsrfCookieToken({ session, request }: HttpContext): string | undefined {
  const remembered: unknown = session.get(XSRF_COOKIE_TOKEN_KEY)
  if (typeof remembered === 'string') return remembered
  if (request.csrfToken) session.put(XSRF_COOKIE_TOKEN_KEY, request.csrfToken)
  return request.csrfToken
}

/**
 * At login and logout: a new session id and a new CSRF secret, so that a session id or token
 * planted or read before is worthless after (regenerating the id alone keeps the secret). The
 * request's token is replaced too: xsrf_cookie_middleware.ts hands it out with this response.
 */
export async function renewSessionAndCsrfSecret(ctx: HttpContext) {
  ctx.session.regenerate()
  ctx.session.clear()
  await issueCsrfToken(ctx)
}
