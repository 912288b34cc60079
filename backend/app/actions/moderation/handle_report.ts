import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Post from '#models/post'
import Report, { type ReportStatus } from '#models/report'
import { moderationErrors } from '#exceptions/moderation_errors'
import { toSqlDateTime } from '#services/sql_datetime'

/** A bulk update skips the model's timestamps: a decision keeps its time in `updated_at`. */
const decided = (status: ReportStatus) => ({ status, updated_at: toSqlDateTime(DateTime.utc()) })

async function findReport(reportId: number): Promise<Report> {
  const report = await Report.find(reportId)
  if (!report) throw moderationErrors.reportNotFound()
  return report
}

/**
 * POST /reports/:id/reject: dismisses the report ("reject", or "clear" once its post is gone).
 * A report handled already stays as it was: two moderators acting at once both succeed.
 */
export async function rejectReport(reportId: number): Promise<void> {
  const report = await findReport(reportId)
  await Report.query().where('id', report.id).where('status', 'pending').update(decided('rejected'))
}

/**
 * POST /reports/:id/delete-post: soft-deletes the reported post and resolves every pending
 * report of it, in one transaction. A post already gone only has its reports resolved.
 */
export async function deleteReportedPost(reportId: number): Promise<void> {
  const report = await findReport(reportId)
  await db.transaction(async (trx) => {
    if (report.postId !== null) {
      await Post.query({ client: trx })
        .where('id', report.postId)
        .whereNot('status', 'deleted')
        .update({ status: 'deleted', updated_at: toSqlDateTime(DateTime.utc()) })
      await Report.query({ client: trx })
        .where('post_id', report.postId)
        .where('status', 'pending')
        .update(decided('resolved'))
    }
    await Report.query({ client: trx }).where('id', report.id).where('status', 'pending').update(decided('resolved'))
  })
}
