import { DateTime } from 'luxon'
import UserSession from '#models/user_session'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { endStreamsOf } from '#services/live/live_streams'
import { forgetSessionsOf, sessionUsers } from '#services/cache/session_user_cache'

/** Ends one session at once: its access tokens are refused from the next request on, its live streams end. */
export async function revokeSession(sessionId: number) {
  await UserSession.query()
    .where('id', sessionId)
    .whereNull('revoked_at')
    .update({ revoked_at: toSqlDateTime(DateTime.utc()) })
  await sessionUsers.delete(sessionId)
  await endStreamsOf({ sessionId })
}

/** Ends every session of a user (logout everywhere, password change, account deletion). */
export async function revokeAllSessions(userId: number, options: { exceptSessionId?: number } = {}) {
  const query = UserSession.query().where('user_id', userId).whereNull('revoked_at')
  if (options.exceptSessionId !== undefined) query.whereNot('id', options.exceptSessionId)
  await query.update({ revoked_at: toSqlDateTime(DateTime.utc()) })
  await forgetSessionsOf(userId)
  await endStreamsOf({ userId, exceptSessionId: options.exceptSessionId })
}
