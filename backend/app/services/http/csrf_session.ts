/*
 * Shield keeps the CSRF secret in the session, under its CsrfGuard's `#secretSessionKey`; the
 * XSRF-TOKEN cookie carries a token made from it (xsrf_cookie_middleware.ts).
 */
import Tokens from 'csrf'
import type { HttpContext } from '@adonisjs/core/http'

const CSRF_SECRET_SESSION_KEY = 'csrf-secret'

const tokens = new Tokens()

/** Whether `token` was made from the session's current secret. */
export function isCurrentCsrfToken(session: HttpContext['session'], token: unknown): boolean {
  const secret: unknown = session.get(CSRF_SECRET_SESSION_KEY)
  return typeof secret === 'string' && typeof token === 'string' && tokens.verify(secret, token)
}

/**
 * At login and logout: a new session id and a new CSRF secret, so that a session id or token
 * planted or read before is worthless after (regenerating the id alone keeps the secret). The
 * request's token is replaced too: xsrf_cookie_middleware.ts hands it out with this response.
 */
export async function renewSessionAndCsrfSecret({ session, request }: HttpContext) {
  session.regenerate()
  const secret = await tokens.secret()
  session.put(CSRF_SECRET_SESSION_KEY, secret)
  request.csrfToken = tokens.create(secret)
}
