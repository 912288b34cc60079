import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Report from '#models/report'
import { moderationErrors } from '#exceptions/moderation_errors'

/** The report a decision is about, in the decision's transaction; 404 REPORT_NOT_FOUND otherwise. */
export async function findReport(reportId: number, trx: TransactionClientContract): Promise<Report> {
  const report = await Report.find(reportId, { client: trx })
  if (!report) throw moderationErrors.reportNotFound()
  return report
}

/** The review queue acts on reported posts only (also once purged): a post no report names answers 404. */
export async function checkReported(postId: number, trx: TransactionClientContract) {
  const report = await Report.query({ client: trx }).where('reported_post_id', postId).select('id').first()
  if (!report) throw moderationErrors.reportNotFound()
}
