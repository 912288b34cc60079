import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { addMemberNotice, type NoticedPost } from '#actions/notices/add_member_notice'

/** Her poll was removed because of a report (admin-spec §4: "users are notified"), in the decision's transaction. */
export function notifyPostRemoved(post: NoticedPost, trx: TransactionClientContract): Promise<void> {
  return addMemberNotice('post_removed_after_report', post, trx)
}
