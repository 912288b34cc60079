import { DateTime } from 'luxon'
import UserSession from '#models/user_session'
import { authErrors } from '#exceptions/auth_errors'
import RevokeSession from '#actions/sessions/revoke_session'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { affectedRows } from '#services/sql/sql_results'
import { ROTATION_GRACE_SECONDS, generateRefreshToken, hashToken } from '#services/accounts/session_tokens'

export interface RotationResult {
  session: UserSession
  /** The new refresh token, or null when a just-rotated token was replayed within the grace. */
  refreshToken: string | null
}

/**
 * Exchanges a refresh token for a new one (rotation). The compare-and-set UPDATE makes two
 * concurrent refreshes with the same token rotate once. A token rotated less than
 * ROTATION_GRACE_SECONDS ago (two tabs refreshing together) still yields a new access token;
 * replaying it later means it leaked, so the whole session is revoked.
 */
export default class RotateSession {
  static async handle({
    presentedToken,
    now = DateTime.utc(),
  }: {
    presentedToken: string
    now?: DateTime
  }): Promise<RotationResult> {
    const presentedHash = hashToken(presentedToken)
    const session = await UserSession.query()
      .where('refresh_token_hash', presentedHash)
      .orWhere('previous_refresh_token_hash', presentedHash)
      .first()
    if (!session) throw authErrors.invalidToken()
    if (session.revokedAt) throw authErrors.tokenBlacklisted()
    if (session.expiresAt <= now) throw authErrors.tokenExpired()

    if (session.refreshTokenHash === presentedHash) {
      const refreshToken = generateRefreshToken()
      const rotated = await UserSession.query()
        .where('id', session.id)
        .where('refresh_token_hash', presentedHash)
        .whereNull('revoked_at')
        .update({
          refresh_token_hash: hashToken(refreshToken),
          previous_refresh_token_hash: presentedHash,
          rotated_at: toSqlDateTime(now),
          last_used_at: toSqlDateTime(now),
        })
      if (affectedRows(rotated) === 1) {
        await session.refresh()
        return { session, refreshToken }
      }
      // Another request rotated it a moment ago: fall through to the replay rules.
      await session.refresh()
    }

    const withinGrace =
      session.rotatedAt !== null && now.diff(session.rotatedAt, 'seconds').seconds <= ROTATION_GRACE_SECONDS
    if (session.previousRefreshTokenHash === presentedHash && withinGrace && !session.revokedAt) {
      return { session, refreshToken: null }
    }
    await RevokeSession.handle({ sessionId: session.id })
    throw authErrors.tokenBlacklisted()
  }
}
