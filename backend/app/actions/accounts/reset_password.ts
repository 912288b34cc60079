import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { accountErrors } from '#exceptions/account_errors'
import RevokeAllSessions from '#actions/sessions/revoke_all_sessions'
import { hashToken } from '#services/accounts/session_tokens'
import { affectedRows } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'

/**
 * Sets a new password with a reset link's token. The token is used up by a conditional UPDATE,
 * every other open link of the account dies with it, and every session is ended.
 */
export default class ResetPassword {
  static async handle(input: { token: string; newPassword: string }): Promise<void> {
    const sqlNow = toSqlDateTime(DateTime.utc())
    const resetToken = await PasswordResetToken.query()
      .where('token_hash', hashToken(input.token))
      .whereNull('used_at')
      .where('expires_at', '>', sqlNow)
      .whereHas('user', (query) => query.whereNull('deleted_at'))
      .first()
    if (!resetToken) throw accountErrors.invalidOrExpiredToken()

    const password = await hash.make(input.newPassword)
    await db.transaction(async (trx) => {
      const claimed = await PasswordResetToken.query({ client: trx })
        .where('id', resetToken.id)
        .whereNull('used_at')
        .update({ used_at: sqlNow })
      if (affectedRows(claimed) !== 1) throw accountErrors.invalidOrExpiredToken()
      await PasswordResetToken.query({ client: trx })
        .where('user_id', resetToken.userId)
        .whereNull('used_at')
        .update({ used_at: sqlNow })
      await User.query({ client: trx }).where('id', resetToken.userId).update({ password, updated_at: sqlNow })
    })
    await RevokeAllSessions.handle({ userId: resetToken.userId })
  }
}
