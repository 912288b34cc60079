import { DateTime } from 'luxon'
import { symbols } from '@adonisjs/auth'
import type { GuardContract } from '@adonisjs/auth/types'
import type { HttpContext } from '@adonisjs/core/http'
import type { CookieOptions } from '@adonisjs/core/types/http'
import User from '#models/user'
import UserSession from '#models/user_session'
import db from '@adonisjs/lucid/services/db'
import { copyOfSessionUser, sessionUsers } from '#services/cache/session_user_cache'
import { LRUCache } from 'lru-cache'
import { authErrors } from '#exceptions/auth_errors'
import StartSession from '#actions/sessions/start_session'
import RotateSession from '#actions/sessions/rotate_session'
import RevokeSession from '#actions/sessions/revoke_session'
import RevokeAllSessions from '#actions/sessions/revoke_all_sessions'
import { renewSessionAndCsrfSecret } from '#services/http/csrf_session'
import { countLoginDay } from '#services/badges/login_days'
import { onPrimary } from '#services/sql/read_replicas'
import { clearSessionMarker, hasSessionMarker, writeSessionMarker } from '#services/accounts/session_marker'
import { issueDeviceCookie } from '#services/accounts/device_cookie'
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  SESSION_TTL_DAYS,
  createAccessTokenPayload,
  hashToken,
  isAccessTokenPayload,
  isExpired,
} from '#services/accounts/session_tokens'

const COOKIE_MAX_AGE = `${SESSION_TTL_DAYS}d`

/**
 * Access cookies whose signature was verified, by their exact value: a tab's every request
 * presents the same one, and the HMAC check was 6 % of a signed-in request's CPU. Only verified
 * values enter; expiry is still checked on each request. Per process: a signature never changes
 * (revocation is the session's, checked through sessionUsers).
 */
const verifiedAccessCookies = new LRUCache<string, NonNullable<unknown>>({ max: 20_000, ttl: 60_000 })

/**
 * Cookie sessions backed by the `sessions` table (see session_tokens.ts). Unlike the built-in
 * guards it says why authentication failed: TOKEN_MISSING, INVALID_TOKEN, TOKEN_EXPIRED or
 * TOKEN_BLACKLISTED, each a 401 in the API's error shape.
 */
export class CookieSessionGuard implements GuardContract<User> {
  declare [symbols.GUARD_KNOWN_EVENTS]: Record<never, never>

  readonly driverName = 'cookie_session'
  authenticationAttempted = false
  isAuthenticated = false
  user?: User
  /** The id of the session the current request authenticated with. */
  sessionId?: number

  constructor(private ctx: HttpContext) {}

  /** Whether the request presents an access cookie at all (a guest's does not). */
  hasAccessCookie(): boolean {
    return Boolean(this.ctx.request.plainCookie(ACCESS_COOKIE, { encoded: false }))
  }

  /** On the primary whatever route asks: a revoked session must fail at once, and a login day writes. */
  authenticate(): Promise<User> {
    return onPrimary(() => this.authenticateOnPrimary())
  }

  private async authenticateOnPrimary(): Promise<User> {
    if (this.authenticationAttempted && this.user) return this.user
    this.authenticationAttempted = true

    if (!this.hasAccessCookie()) {
      // No session can exist: a marker left behind (cookies deleted one by one) would only make
      // the app ask again on every page.
      if (hasSessionMarker(this.ctx)) clearSessionMarker(this.ctx)
      throw authErrors.tokenMissing()
    }
    const payload = this.accessCookiePayload()
    if (!isAccessTokenPayload(payload)) throw authErrors.invalidToken()
    if (isExpired(payload)) throw authErrors.tokenExpired()

    const user = await this.findSessionUser(payload.sid)
    if (!user || user.id !== payload.uid) throw authErrors.invalidToken()
    if (user.$extras.session_revoked_at || user.deletedAt) throw authErrors.tokenBlacklisted()

    this.sessionId = payload.sid
    this.user = user
    this.isAuthenticated = true
    // A remembered session opening the app counts for the login streak as a login would.
    await countLoginDay(user)
    return this.user
  }

  async check(): Promise<boolean> {
    try {
      await this.authenticate()
      return true
    } catch (error) {
      if ((error as { status?: number }).status === 401) return false
      throw error
    }
  }

  getUserOrFail(): User {
    if (!this.user) throw authErrors.tokenMissing()
    return this.user
  }

  /**
   * Opens a session for `user` on this device and sets both cookies, the session marker
   * (session_marker.ts) and the device cookie (device_cookie.ts). Every login path (password,
   * Google, registration) comes here, and so renews the browser session and its CSRF secret.
   */
  async login(user: User) {
    const { session, refreshToken } = await StartSession.handle({
      userId: user.id,
      client: { userAgent: this.ctx.request.header('user-agent'), ip: this.ctx.request.ip() },
    })
    this.writeAccessCookie(session)
    this.writeRefreshCookie(refreshToken)
    writeSessionMarker(this.ctx)
    issueDeviceCookie(this.ctx, user.id)
    await renewSessionAndCsrfSecret(this.ctx)
    this.sessionId = session.id
    this.user = user
    this.isAuthenticated = true
  }

  /**
   * Rotates the refresh token (see rotate_session.ts) and issues a fresh access token. Any failure
   * ends the session on this device: the app logs out (refresh_failed), so the cookies go too.
   */
  async refresh() {
    try {
      const { session, refreshToken } = await RotateSession.handle({ presentedToken: this.presentedRefreshToken() })
      this.writeAccessCookie(session)
      if (refreshToken) this.writeRefreshCookie(refreshToken)
      writeSessionMarker(this.ctx)
    } catch (error) {
      this.clearCookies()
      throw error
    }
  }

  /**
   * Ends this device's session, identified by its refresh or access cookie, if any, and renews
   * the browser session as login does.
   */
  async logout() {
    const session = await this.findPresentedSession()
    if (session) await RevokeSession.handle({ sessionId: session.id })
    this.clearCookies()
    await renewSessionAndCsrfSecret(this.ctx)
  }

  /** Ends every session of the authenticated user. */
  async logoutAll() {
    const user = await this.authenticate()
    await RevokeAllSessions.handle({ userId: user.id })
    this.clearCookies()
    await renewSessionAndCsrfSecret(this.ctx)
  }

  /** Used by Japa's `loginAs`: a real session row and its access cookie. */
  async authenticateAsClient(user: User) {
    const { session } = await StartSession.handle({ userId: user.id })
    return { cookies: { [ACCESS_COOKIE]: createAccessTokenPayload(session.id, user.id) } }
  }

  private presentedRefreshToken(): string {
    const { request } = this.ctx
    if (!request.plainCookie(REFRESH_COOKIE, { encoded: false })) throw authErrors.tokenMissing()
    const presented = request.cookie(REFRESH_COOKIE)
    if (typeof presented !== 'string' || !presented) throw authErrors.invalidToken()
    return presented
  }

  /** The signed access cookie's payload; undefined when its signature is wrong. */
  private accessCookiePayload(): unknown {
    const presented = this.ctx.request.plainCookie(ACCESS_COOKIE, { encoded: false }) as string
    const known = verifiedAccessCookies.get(presented)
    if (known !== undefined) return known
    const payload = this.ctx.request.cookie(ACCESS_COOKIE)
    if (payload !== undefined && payload !== null) verifiedAccessCookies.set(presented, payload)
    return payload
  }

  /**
   * The session's account, a fresh model per request: copied from memory while a live session's
   * entry lasts (session_user_cache.ts), else the session and its user in one query.
   */
  private async findSessionUser(sessionId: number): Promise<User | null> {
    const cached = sessionUsers.get(sessionId)
    if (cached) return copyOfSessionUser(cached)
    const row = await db
      .from('users')
      .join('sessions', 'sessions.user_id', 'users.id')
      .where('sessions.id', sessionId)
      .select('users.*', 'sessions.revoked_at as session_revoked_at')
      .first()
    if (!row) return null
    const user = User.$createFromAdapterResult(row)!
    if (!row.session_revoked_at && !row.deleted_at) sessionUsers.set(sessionId, copyOfSessionUser(user))
    return user
  }

  private async findPresentedSession(): Promise<UserSession | null> {
    const refreshToken = this.ctx.request.cookie(REFRESH_COOKIE)
    if (typeof refreshToken === 'string' && refreshToken) {
      const byRefresh = await UserSession.findBy('refresh_token_hash', hashToken(refreshToken))
      if (byRefresh) return byRefresh
    }
    const payload = this.ctx.request.cookie(ACCESS_COOKIE)
    return isAccessTokenPayload(payload) ? UserSession.find(payload.sid) : null
  }

  private writeAccessCookie(session: UserSession) {
    const payload = createAccessTokenPayload(session.id, session.userId, DateTime.utc())
    this.ctx.response.cookie(ACCESS_COOKIE, payload, this.cookieOptions('/'))
  }

  private writeRefreshCookie(refreshToken: string) {
    this.ctx.response.cookie(REFRESH_COOKIE, refreshToken, this.cookieOptions(REFRESH_COOKIE_PATH))
  }

  private clearCookies() {
    this.ctx.response.clearCookie(ACCESS_COOKIE, { path: '/' })
    this.ctx.response.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH })
    clearSessionMarker(this.ctx)
  }

  private cookieOptions(path: string): Partial<CookieOptions> {
    return { path, maxAge: COOKIE_MAX_AGE, httpOnly: true, sameSite: 'lax' }
  }
}

/** The guard factory for config/auth.ts. */
export function cookieSessionGuard() {
  return {
    async resolver() {
      return (ctx: HttpContext) => new CookieSessionGuard(ctx)
    },
  }
}
