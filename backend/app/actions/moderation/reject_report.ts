import Report from '#models/report'
import { findReport } from '#queries/moderation/find_report'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'
import { decided } from '#services/moderation/report_decisions'
import { affectedRows } from '#services/sql/sql_results'

/**
 * POST /reports/:id/reject: dismisses the report ("reject", or "clear" once its post is gone).
 * A report handled already stays as it was: two moderators acting at once both succeed.
 */
export default class RejectReport {
  static async handle({ reportId, moderator }: { reportId: number; moderator: Moderator }): Promise<void> {
    await moderate(
      moderator,
      (trx) => findReport(reportId, trx),
      async (report, trx) => {
        const changed = await Report.query({ client: trx })
          .where('id', report.id)
          .where('status', 'pending')
          .update(decided('rejected'))
        if (affectedRows(changed) === 0) return
        await recordAudit(
          { actorId: moderator.actorId, action: 'report.reject', targetType: 'report', targetId: report.id },
          trx,
        )
      },
    )
  }
}
