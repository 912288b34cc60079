import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type * as Wire from '@dilemma/contract'
import Post from '#models/post'
import PostHold from '#models/post_hold'
import { moderationErrors } from '#exceptions/moderation_errors'
import { addMemberNotice } from '#services/notices/add_member_notice'
import { recordDecision } from '#actions/moderation/record_decision'
import { release } from '#actions/moderation/screen_poll'
import { closeAtDeadline } from '#sweeps/poll_expiry'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

/** The held poll and its hold, or 404 HELD_POST_NOT_FOUND for a poll that is not held (decided already, or never). */
async function findHeld(postId: number, trx: TransactionClientContract) {
  const hold = await PostHold.query({ client: trx }).where('post_id', postId).forUpdate().first()
  const post = hold ? await Post.find(postId, { client: trx }) : null
  if (!hold || !post || post.status !== 'held') throw moderationErrors.heldPostNotFound()
  return { hold, post }
}

/**
 * POST /admin/held-posts/:id/approve: publishes the poll (its status before, its deadline moved by
 * the time it waited), audited, and tells her (notice `held_approved`). Undefined for a dry run.
 */
export async function approveHeldPost(postId: number, moderator: Moderator) {
  const approved = await moderate(
    moderator,
    (trx) => findHeld(postId, trx),
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

/**
 * POST /admin/held-posts/:id/reject: removes the poll with a statement of reasons, a decision of
 * kind `held_rejected` she is told of and may appeal; accepting the appeal publishes it (its
 * status before the hold). Undefined for a dry run.
 */
export function rejectHeldPost(postId: number, statement: Wire.StatementOfReasons, moderator: Moderator) {
  return moderate(
    moderator,
    (trx) => findHeld(postId, trx),
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
