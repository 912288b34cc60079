import type { AdminPostStatusChange, StatementOfReasons } from '@dilemma/contract'
import type Post from '#models/post'
import type { PostStatus } from '#models/post'
import { moderationErrors } from '#exceptions/moderation_errors'
import { findPostToModerate } from '#queries/moderation/find_post_to_moderate'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'
import { recordDecision } from '#services/moderation/record_decision'
import { announceTally } from '#services/live/live_polls'
import NotifyPollEnded from '#actions/notices/notify_poll_ended'

/** The statuses each change starts from (admin-spec §4 "Post status"). */
const ALLOWED_FROM: Record<AdminPostStatusChange, readonly PostStatus[]> = {
  passive: ['active'],
  active: ['passive', 'inactive'],
  // not a contract copy: a rule, the statuses a post is deleted from
  deleted: ['active', 'passive', 'inactive'],
}

/**
 * PUT /admin/posts/:id/status: deactivate, activate or soft delete; 409 from any other status.
 * Closing or removing her poll restricts her: the statement of reasons (required by the
 * validator) is recorded with what it took and she is told. Undefined for a dry run.
 */
export default class ChangePostStatus {
  static async handle({
    postId,
    status,
    moderator,
    statement,
  }: {
    postId: number
    status: AdminPostStatusChange
    moderator: Moderator
    statement?: StatementOfReasons
  }) {
    const changed = await moderate(
      moderator,
      async (trx) => {
        const post = await findPostToModerate(postId, trx)
        if (!ALLOWED_FROM[status].includes(post.status)) throw moderationErrors.invalidStatusChange(post.status, status)
        return post
      },
      async (post, trx) => {
        const from = post.status
        post.status = status
        await post.save()
        await recordAudit(
          {
            actorId: moderator.actorId,
            action: 'post.status',
            targetType: 'post',
            targetId: post.id,
            details: { from, to: status, ...statement },
          },
          trx,
        )
        if (statement && status !== 'active')
          await recordDecision(
            {
              kind: status === 'deleted' ? 'post_removed' : 'post_passive',
              userId: post.userId,
              post: { id: post.id, title: post.title },
              statement,
              decidedBy: moderator.actorId,
              previous: from,
            },
            trx,
          )
        return post
      },
    )
    if (changed) await announceStatusChange(changed)
    return changed
  }
}

/** Open screens follow a close or a reopening; a poll a moderator closes ends like any other for its author. */
async function announceStatusChange(post: Post) {
  if (post.status !== 'active' && post.status !== 'passive') return
  announceTally({
    postId: post.id,
    totalVotes: post.totalVotes,
    status: post.status,
    voteCounts: { a: post.voteCountA, b: post.voteCountB, c: post.voteCountC, d: post.voteCountD },
  })
  if (post.status === 'passive') await NotifyPollEnded.handle({ id: post.id, userId: post.userId, title: post.title })
}
