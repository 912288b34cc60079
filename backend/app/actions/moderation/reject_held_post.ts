import type * as Wire from '@dilemma/contract'
import { findHeldPost } from '#queries/moderation/find_held_post'
import { recordDecision } from '#services/moderation/record_decision'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

/**
 * POST /admin/held-posts/:id/reject: removes the poll with a statement of reasons, a decision of
 * kind `held_rejected` she is told of and may appeal; accepting the appeal publishes it (its
 * status before the hold). Undefined for a dry run.
 */
export default class RejectHeldPost {
  static async handle({
    postId,
    statement,
    moderator,
  }: {
    postId: number
    statement: Wire.StatementOfReasons
    moderator: Moderator
  }) {
    return moderate(
      moderator,
      (trx) => findHeldPost(postId, trx),
      async ({ hold, post }, trx) => {
        post.useTransaction(trx)
        post.status = 'deleted'
        await post.save()
        await hold.delete()
        await recordAudit(
          {
            actorId: moderator.actorId,
            action: 'post.reject_held',
            targetType: 'post',
            targetId: post.id,
            details: { word: hold.word, field: hold.field, ...statement },
          },
          trx,
        )
        await recordDecision(
          {
            kind: 'held_rejected',
            userId: post.userId,
            post: { id: post.id, title: post.title },
            statement,
            decidedBy: moderator.actorId,
            previous: hold.previousStatus,
          },
          trx,
        )
        return post
      },
    )
  }
}
