import type { StatementOfReasons } from '@dilemma/contract'
import Report from '#models/report'
import { findReport } from '#queries/moderation/find_report'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'
import { decided, decidePendingReportsOf } from '#services/moderation/report_decisions'
import { affectedRows } from '#services/sql/sql_results'
import RemoveReportedPost from '#actions/moderation/remove_reported_post'

/**
 * POST /reports/:id/delete-post: soft-deletes the reported post and resolves every pending
 * report of it, in one transaction. A post already gone only has its reports resolved: the
 * answer and the audit say whether this call deleted it. Undefined for a dry run.
 */
export default class DeleteReportedPost {
  static async handle({
    reportId,
    statement,
    moderator,
  }: {
    reportId: number
    statement: StatementOfReasons
    moderator: Moderator
  }) {
    return moderate<Report, { postDeleted: boolean }>(
      moderator,
      (trx) => findReport(reportId, trx),
      async (report, trx) => {
        const postId = report.reportedPostId
        const deleted =
          report.postId !== null &&
          (await RemoveReportedPost.handle({
            postId: report.postId,
            decision: { statement, decidedBy: moderator.actorId },
            trx,
          }))
        const resolved = postId === null ? [] : await decidePendingReportsOf(postId, 'resolved', trx)
        const changed = await Report.query({ client: trx })
          .where('id', report.id)
          .where('status', 'pending')
          .update(decided('resolved'))
        if (deleted || resolved.length > 0 || affectedRows(changed) > 0) {
          await recordAudit(
            {
              actorId: moderator.actorId,
              action: 'report.delete_post',
              targetType: 'report',
              targetId: report.id,
              details: { postId, postDeleted: deleted, resolvedReportIds: resolved, ...statement },
            },
            trx,
          )
        }
        return { postDeleted: deleted }
      },
    )
  }
}
