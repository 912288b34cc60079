import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Post from '#models/post'
import Report, { type ReportStatus } from '#models/report'
import { moderationErrors } from '#exceptions/moderation_errors'
import { recordDecision } from '#actions/moderation/record_decision'
import DeliverNoticesLater from '#actions/notices/deliver_notices_later'
import type { StatementOfReasons } from '@dilemma/contract'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { affectedRows } from '#services/sql/sql_results'
import { forgetSharedFeedPages } from '#queries/posts/shared_feed_pages'

/** A bulk update skips the model's timestamps: a decision keeps its time in `updated_at`. */
const decided = (status: ReportStatus) => ({ status, updated_at: toSqlDateTime(DateTime.utc()) })

async function findReport(reportId: number, trx: TransactionClientContract): Promise<Report> {
  const report = await Report.find(reportId, { client: trx })
  if (!report) throw moderationErrors.reportNotFound()
  return report
}

/**
 * Soft-deletes a reported post and tells its author why (admin-spec §4; the report upheld, with
 * its statement of reasons). The conditional UPDATE lets only one of two concurrent decisions
 * delete it, so the author is told once. A post gone already stays as it is. Returns whether this
 * call deleted it.
 */
export async function removeReportedPost(
  postId: number,
  decision: { statement: StatementOfReasons; decidedBy: number | null },
  trx: TransactionClientContract,
): Promise<boolean> {
  const post = await Post.find(postId, { client: trx })
  if (!post || post.status === 'deleted') return false
  const changed = await Post.query({ client: trx })
    .where('id', postId)
    .whereNot('status', 'deleted')
    .update({ status: 'deleted', updated_at: toSqlDateTime(DateTime.utc()) })
  if (affectedRows(changed) === 0) return false
  await recordDecision(
    {
      kind: 'report_upheld',
      userId: post.userId,
      post: { id: post.id, title: post.title },
      ...decision,
      previous: post.status,
    },
    trx,
  )
  trx.after('commit', () => {
    void forgetSharedFeedPages()
    // Her notice goes out by push and e-mail too, once the decision holds.
    DeliverNoticesLater.handle({ postId: post.id, kinds: ['post_removed_after_report'] }).catch((error: unknown) =>
      logger.error({ err: error, postId: post.id }, 'could not queue the post-removed notice'),
    )
  })
  return true
}

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

/**
 * POST /reports/:id/reject: dismisses the report ("reject", or "clear" once its post is gone).
 * A report handled already stays as it was: two moderators acting at once both succeed.
 */
export async function rejectReport(reportId: number, moderator: Moderator): Promise<void> {
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

/**
 * POST /reports/:id/delete-post: soft-deletes the reported post and resolves every pending
 * report of it, in one transaction. A post already gone only has its reports resolved: the
 * answer and the audit say whether this call deleted it. Undefined for a dry run.
 */
export function deleteReportedPost(reportId: number, statement: StatementOfReasons, moderator: Moderator) {
  return moderate<Report, { postDeleted: boolean }>(
    moderator,
    (trx) => findReport(reportId, trx),
    async (report, trx) => {
      const postId = report.reportedPostId
      const deleted =
        report.postId !== null &&
        (await removeReportedPost(report.postId, { statement, decidedBy: moderator.actorId }, trx))
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
