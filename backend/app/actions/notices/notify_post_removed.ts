import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { addMemberNotice, type NoticedPost } from '#actions/notices/add_member_notice'
import { deliverNoticesLater } from '#actions/notices/deliver_notices_later'

/**
 * Her poll was removed because of a report (admin-spec §4: "users are notified"): the notice in the
 * decision's transaction, its push and e-mail queued once that has committed (a failure there is
 * logged: the notice waits in the app either way).
 */
export async function notifyPostRemoved(post: NoticedPost, trx: TransactionClientContract): Promise<void> {
  await addMemberNotice('post_removed_after_report', post, trx)
  trx.after('commit', () => {
    deliverNoticesLater(post.id, ['post_removed_after_report']).catch((error: unknown) =>
      logger.error({ err: error, postId: post.id }, 'could not queue the post-removed notice'),
    )
  })
}
