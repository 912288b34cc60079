import { DateTime } from 'luxon'
import Invitation from '#models/invitation'
import { hashToken } from '#services/accounts/session_tokens'
import { toSqlDateTime } from '#services/sql/sql_datetime'

/** The invitation a registration link's token still opens: unused, the link not yet expired. */
export function findRegistrationInvitation(token: string) {
  return Invitation.query()
    .where('token_hash', hashToken(token))
    .whereNull('used_at')
    .where('token_expires_at', '>', toSqlDateTime(DateTime.utc()))
    .first()
}
