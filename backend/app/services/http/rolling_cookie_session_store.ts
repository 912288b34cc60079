/*
 * The session (Shield's CSRF secret) in an encrypted cookie, like Adonis's cookie store, except
 * that an unchanged session is not encrypted again on every response: the cookie carries when
 * it was written and is rewritten, for its full age again, once it is a day old. The built-in
 * store re-encrypts it on every request, which was a tenth of a bare request's time.
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { CookieOptions } from '@adonisjs/core/types/http'
import type { SessionData, SessionStoreContract } from '@adonisjs/session/types'

export const REWRITE_AFTER_MS = 24 * 60 * 60 * 1000

interface SessionCookie {
  values: SessionData
  writtenAt: number
}

export class RollingCookieSessionStore implements SessionStoreContract {
  /** The request's cookie, decrypted once: read() and touch() of one request both need it. */
  private decrypted?: { sessionId: string; cookie: SessionCookie | null }

  constructor(
    private ctx: HttpContext,
    private cookieOptions: Partial<CookieOptions>,
    private now: () => number = Date.now,
  ) {}

  read(sessionId: string): SessionData | null {
    return this.readCookie(sessionId)?.values ?? null
  }

  write(sessionId: string, values: SessionData) {
    const cookie: SessionCookie = { values, writtenAt: this.now() }
    this.ctx.response.encryptedCookie(sessionId, cookie, this.cookieOptions)
  }

  destroy(sessionId: string) {
    if (this.ctx.request.cookiesList()[sessionId]) this.ctx.response.clearCookie(sessionId)
  }

  touch(sessionId: string) {
    const cookie = this.readCookie(sessionId)
    if (cookie && this.now() - cookie.writtenAt >= REWRITE_AFTER_MS) this.write(sessionId, cookie.values)
  }

  private readCookie(sessionId: string): SessionCookie | null {
    if (this.decrypted?.sessionId !== sessionId) {
      const cookie: unknown = this.ctx.request.encryptedCookie(sessionId)
      this.decrypted = { sessionId, cookie: isSessionCookie(cookie) ? cookie : null }
    }
    return this.decrypted.cookie
  }
}

function isSessionCookie(value: unknown): value is SessionCookie {
  const cookie = value as Partial<SessionCookie> | null
  return typeof cookie?.values === 'object' && cookie.values !== null && typeof cookie.writtenAt === 'number'
}
