import { DateTime } from 'luxon'
import UserSession from '#models/user_session'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { endStreamsOf } from '#services/live/live_streams'
import { sessionUsers } from '#services/cache/session_user_cache'

/** Ends one session at once: its access tokens are refused from the next request on, its live streams end. */
export default class RevokeSession {
  static async handle({ sessionId }: { sessionId: number }): Promise<void> {
    await UserSession.query()
      .where('id', sessionId)
      .whereNull('revoked_at')
      .update({ revoked_at: toSqlDateTime(DateTime.utc()) })
    await sessionUsers.delete(sessionId)
    await endStreamsOf({ sessionId })
  }
}
