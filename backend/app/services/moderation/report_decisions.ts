import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Report, { type ReportStatus } from '#models/report'
import { toSqlDateTime } from '#services/sql/sql_datetime'

/** A bulk update skips the model's timestamps: a decision keeps its time in `updated_at`. */
export const decided = (status: ReportStatus) => ({ status, updated_at: toSqlDateTime(DateTime.utc()) })

/** Decides every pending report of a post at once (also of a purged one); returns the ids it decided. */
export async function decidePendingReportsOf(
  postId: number,
  status: Exclude<ReportStatus, 'pending'>,
  trx: TransactionClientContract,
): Promise<number[]> {
  const pending = await Report.query({ client: trx })
    .where('reported_post_id', postId)
    .where('status', 'pending')
    .select('id')
    .forUpdate()
  const ids = pending.map((report) => report.id)
  if (ids.length > 0) {
    await Report.query({ client: trx }).whereIn('id', ids).where('status', 'pending').update(decided(status))
  }
  return ids
}

/** What one decision on a post's reports did; undefined for a dry run. */
export interface GroupDecision {
  postDeleted: boolean
  decidedReportIds: number[]
}
