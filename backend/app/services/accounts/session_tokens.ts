/*
 * The two cookies of a login session and what they carry.
 * - access: a signed cookie with `{ sid, uid, exp }`, valid 15 minutes. The cookie itself lives
 *   as long as the session, so an expired token still reaches the server and can be answered
 *   with TOKEN_EXPIRED instead of looking like a missing one.
 * - refresh: a signed cookie with a random token (only its SHA-256 is stored), valid 30 days,
 *   rotated on every refresh, scoped to /api/auth.
 */
import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { COOKIES } from '@dilemma/contract/cookies'

export const ACCESS_COOKIE = COOKIES.access
export const REFRESH_COOKIE = COOKIES.refresh
export const REFRESH_COOKIE_PATH = '/api/auth'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
export const SESSION_TTL_DAYS = 30
/** Two tabs refreshing at once: the token rotated less than this ago is still honoured. */
export const ROTATION_GRACE_SECONDS = 10

export interface AccessTokenPayload {
  sid: number
  uid: number
  /** Expiry, seconds since the epoch. */
  exp: number
}

export function createAccessTokenPayload(
  sessionId: number,
  userId: number,
  now: DateTime = DateTime.utc(),
): AccessTokenPayload {
  return { sid: sessionId, uid: userId, exp: Math.floor(now.toSeconds()) + ACCESS_TOKEN_TTL_SECONDS }
}

export function isAccessTokenPayload(value: unknown): value is AccessTokenPayload {
  if (typeof value !== 'object' || value === null) return false
  const { sid, uid, exp } = value as Record<string, unknown>
  return [sid, uid, exp].every((field) => typeof field === 'number' && Number.isInteger(field))
}

export function isExpired(payload: AccessTokenPayload, now: DateTime = DateTime.utc()): boolean {
  return payload.exp <= Math.floor(now.toSeconds())
}

export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
