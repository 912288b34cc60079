import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ACCESS_COOKIE, REFRESH_COOKIE } from '#services/accounts/session_tokens'

const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE]
const NO_STORE = 'no-store'

/**
 * An answer that depends on the session is never stored by a browser or a shared cache
 * (`Cache-Control: no-store`): every answer to a request that presents a session cookie, its
 * errors included, and every answer that sets or clears one (sign-in, refresh, logout). A guest's
 * answer does not depend on a session and keeps its own caching.
 */
export default class PrivateAnswerMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    const cookies = request.cookiesList()
    if (SESSION_COOKIES.some((name) => cookies[name] !== undefined)) response.header('Cache-Control', NO_STORE)
    await next()
    if (!response.response.headersSent && setsSessionCookie(response.getHeader('set-cookie'))) {
      response.header('Cache-Control', NO_STORE)
    }
  }
}

function setsSessionCookie(header: unknown): boolean {
  const lines = [header ?? []].flat().map(String)
  return lines.some((line) => SESSION_COOKIES.some((name) => line.startsWith(`${name}=`)))
}
