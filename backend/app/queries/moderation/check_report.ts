import Report from '#models/report'
import { moderationErrors } from '#exceptions/moderation_errors'

/**
 * The dry run of a report decision, read-only: rejecting or deleting on a report refuses only an
 * unknown report (REPORT_NOT_FOUND); one decided already succeeds without change
 * (reject_report.ts, delete_reported_post.ts), so existing is all a decision needs.
 */
export async function checkReportDecision(reportId: number): Promise<void> {
  const report = await Report.query().where('id', reportId).select('id').first()
  if (!report) throw moderationErrors.reportNotFound()
}
