import { DateTime } from 'luxon'
import Invitation from '#models/invitation'
import { normalizeEmail } from '#models/user'
import { toSqlDateTime } from '#services/sql/sql_datetime'

/** The unused, unexpired invitation of an address, if any. */
export function findPendingInvitation(email: string) {
  return Invitation.query()
    .where('email', normalizeEmail(email))
    .whereNull('used_at')
    .where('expires_at', '>', toSqlDateTime(DateTime.utc()))
    .first()
}
