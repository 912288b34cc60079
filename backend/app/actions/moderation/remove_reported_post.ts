import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { StatementOfReasons } from '@dilemma/contract'
import Post from '#models/post'
import { recordDecision } from '#services/moderation/record_decision'
import DeliverNoticesLater from '#actions/notices/deliver_notices_later'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { affectedRows } from '#services/sql/sql_results'
import { forgetSharedFeedPages } from '#queries/posts/shared_feed_pages'

/**
 * Soft-deletes a reported post and tells its author why (admin-spec §4; the report upheld, with
 * its statement of reasons). The conditional UPDATE lets only one of two concurrent decisions
 * delete it, so the author is told once. A post gone already stays as it is. Returns whether this
 * call deleted it.
 */
export default class RemoveReportedPost {
  static async handle({
    postId,
    decision,
    trx,
  }: {
    postId: number
    decision: { statement: StatementOfReasons; decidedBy: number | null }
    trx: TransactionClientContract
  }): Promise<boolean> {
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
}
