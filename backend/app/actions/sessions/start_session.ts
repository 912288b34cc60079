import { DateTime } from 'luxon'
import UserSession from '#models/user_session'
import { SESSION_TTL_DAYS, generateRefreshToken, hashToken } from '#services/accounts/session_tokens'

export interface ClientInfo {
  userAgent?: string | null
  ip?: string | null
}

/** Opens a session for a user who just proved who she is; returns the new refresh token. */
export default class StartSession {
  static async handle({ userId, client = {} }: { userId: number; client?: ClientInfo }) {
    const refreshToken = generateRefreshToken()
    const now = DateTime.utc()
    const session = await UserSession.create({
      userId,
      refreshTokenHash: hashToken(refreshToken),
      expiresAt: now.plus({ days: SESSION_TTL_DAYS }),
      userAgent: client.userAgent?.slice(0, 255) ?? null,
      ip: client.ip ?? null,
      lastUsedAt: now,
    })
    return { session, refreshToken }
  }
}
