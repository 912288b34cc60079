import { findHeldPost } from '#queries/moderation/find_held_post'
import { addMemberNotice } from '#services/notices/add_member_notice'
import { release } from '#services/moderation/screen_poll'
import { closeAtDeadline } from '#sweeps/poll_expiry'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

/**
 * POST /admin/held-posts/:id/approve: publishes the poll (its status before, its deadline moved by
 * the time it waited), audited, and tells her (notice `held_approved`). Undefined for a dry run.
 */
export default class ApproveHeldPost {
  static async handle({ postId, moderator }: { postId: number; moderator: Moderator }) {
    const approved = await moderate(
      moderator,
      (trx) => findHeldPost(postId, trx),
      async ({ hold, post }, trx) => {
        await release(post, hold, trx)
        await recordAudit(
          {
            actorId: moderator.actorId,
            action: 'post.approve_held',
            targetType: 'post',
            targetId: post.id,
            details: { word: hold.word, field: hold.field },
          },
          trx,
        )
        await addMemberNotice('held_approved', post, trx)
        return post
      },
    )
    if (approved?.status === 'active' && approved.timeLimit) await closeAtDeadline(approved.id, approved.timeLimit)
    return approved
  }
}
