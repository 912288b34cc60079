import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toSqlDateTime } from '#services/sql_datetime'

/**
 * Tells the author of a poll that a report led to its deletion (admin-spec §4), at her next visit.
 * Called in the decision's transaction; the unique index keeps it to one notice per poll.
 */
export async function notifyPostRemoved(
  post: { id: number; userId: number; title: string },
  trx: TransactionClientContract,
) {
  const now = toSqlDateTime(DateTime.utc())
  await trx
    .knexQuery()
    .table('member_notices')
    .insert({
      user_id: post.userId,
      kind: 'post_removed_after_report',
      post_id: post.id,
      post_title: post.title,
      read_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict(['user_id', 'kind', 'post_id'])
    .ignore()
}
