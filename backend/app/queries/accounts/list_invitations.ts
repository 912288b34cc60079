import { DateTime } from 'luxon'
import Invitation from '#models/invitation'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import type { ListInvitationsQuery } from '#validators/account'

/** Invitations, newest first, filtered by status and by a part of the e-mail. */
export async function listInvitations({ status, search, page = 1, limit = 50 }: ListInvitationsQuery) {
  const now = toSqlDateTime(DateTime.utc())
  const result = await Invitation.query()
    .preload('inviter')
    .if(status === 'used', (query) => query.whereNotNull('used_at'))
    .if(status === 'pending', (query) => query.whereNull('used_at').where('expires_at', '>', now))
    .if(status === 'expired', (query) => query.whereNull('used_at').where('expires_at', '<=', now))
    .if(search, (query) => query.where('email', 'like', `%${search!.toLowerCase()}%`))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, limit)

  return {
    invitations: result.all(),
    pagination: { page: result.currentPage, limit: result.perPage, total: result.total, totalPages: result.lastPage },
  }
}
