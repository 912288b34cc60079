import { checkReported } from '#queries/moderation/find_report'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'
import { decidePendingReportsOf, type GroupDecision } from '#services/moderation/report_decisions'

/**
 * POST /reports/posts/:postId/reject: rejects every pending report of the post at once (the post
 * stays; or, once it is deleted, its reports are cleared). Handled already: succeeds unchanged.
 */
export default class RejectReportsOfPost {
  static async handle({ postId, moderator }: { postId: number; moderator: Moderator }) {
    return moderate<void, GroupDecision>(
      moderator,
      (trx) => checkReported(postId, trx),
      async (_, trx) => {
        const decidedReportIds = await decidePendingReportsOf(postId, 'rejected', trx)
        if (decidedReportIds.length > 0) {
          await recordAudit(
            {
              actorId: moderator.actorId,
              action: 'report.reject_group',
              targetType: 'post',
              targetId: postId,
              details: { reportIds: decidedReportIds },
            },
            trx,
          )
        }
        return { postDeleted: false, decidedReportIds }
      },
    )
  }
}
