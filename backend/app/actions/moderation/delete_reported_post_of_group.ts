import type { StatementOfReasons } from '@dilemma/contract'
import { checkReported } from '#queries/moderation/find_report'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'
import { decidePendingReportsOf, type GroupDecision } from '#services/moderation/report_decisions'
import RemoveReportedPost from '#actions/moderation/remove_reported_post'

/**
 * POST /reports/posts/:postId/delete-post: soft-deletes the post, resolves every pending report
 * of it and tells the author, in one transaction. A post gone already only has its reports resolved.
 */
export default class DeleteReportedPostOfGroup {
  static async handle({
    postId,
    statement,
    moderator,
  }: {
    postId: number
    statement: StatementOfReasons
    moderator: Moderator
  }) {
    return moderate<void, GroupDecision>(
      moderator,
      (trx) => checkReported(postId, trx),
      async (_, trx) => {
        const postDeleted = await RemoveReportedPost.handle({
          postId,
          decision: { statement, decidedBy: moderator.actorId },
          trx,
        })
        const decidedReportIds = await decidePendingReportsOf(postId, 'resolved', trx)
        if (postDeleted || decidedReportIds.length > 0) {
          await recordAudit(
            {
              actorId: moderator.actorId,
              action: 'report.delete_post_group',
              targetType: 'post',
              targetId: postId,
              details: { postDeleted, reportIds: decidedReportIds, ...statement },
            },
            trx,
          )
        }
        return { postDeleted, decidedReportIds }
      },
    )
  }
}
