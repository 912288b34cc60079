import { DateTime } from 'luxon'
import UserSession from '#models/user_session'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { endStreamsOf } from '#services/live/live_streams'
import { forgetSessionsOf } from '#services/cache/session_user_cache'

export interface RevokeAllSessionsInput {
  userId: number
  /** The session making the change, which stays open. */
  exceptSessionId?: number
}

/** Ends every session of a user (logout everywhere, password change, account deletion). */
export default class RevokeAllSessions {
  static async handle({ userId, exceptSessionId }: RevokeAllSessionsInput): Promise<void> {
    const query = UserSession.query().where('user_id', userId).whereNull('revoked_at')
    if (exceptSessionId !== undefined) query.whereNot('id', exceptSessionId)
    await query.update({ revoked_at: toSqlDateTime(DateTime.utc()) })
    await forgetSessionsOf(userId)
    await endStreamsOf({ userId, exceptSessionId })
  }
}
