import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { StatementOfReasons } from '@dilemma/contract'
import Report from '#models/report'
import { moderationErrors } from '#exceptions/moderation_errors'
import { decidePendingReportsOf, removeReportedPost } from '#actions/moderation/handle_report'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

/** What one decision on a post's reports did; undefined for a dry run. */
export interface GroupDecision {
  postDeleted: boolean
  decidedReportIds: number[]
}

/** The review queue acts on reported posts only (also once purged): a post no report names answers 404. */
async function checkReported(postId: number, trx: TransactionClientContract) {
  const report = await Report.query({ client: trx }).where('reported_post_id', postId).select('id').first()
  if (!report) throw moderationErrors.reportNotFound()
}

/**
 * POST /reports/posts/:postId/reject: rejects every pending report of the post at once (the post
 * stays; or, once it is deleted, its reports are cleared). Handled already: succeeds unchanged.
 */
export function rejectReportsOfPost(postId: number, moderator: Moderator) {
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

/**
 * POST /reports/posts/:postId/delete-post: soft-deletes the post, resolves every pending report
 * of it and tells the author, in one transaction. A post gone already only has its reports resolved.
 */
export function deleteReportedPostOfGroup(postId: number, statement: StatementOfReasons, moderator: Moderator) {
  return moderate<void, GroupDecision>(
    moderator,
    (trx) => checkReported(postId, trx),
    async (_, trx) => {
      const postDeleted = await removeReportedPost(postId, { statement, decidedBy: moderator.actorId }, trx)
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
