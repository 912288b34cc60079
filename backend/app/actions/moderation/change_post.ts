import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Post, { type PostStatus } from '#models/post'
import { moderationErrors } from '#exceptions/moderation_errors'
import { postImageStore } from '#services/images/image_storage'
import { cardTags } from '#services/cache/card_caches'
import { uncountPostRows } from '#actions/badges/uncount_post_rows'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'
import { announceTally } from '#services/live/live_polls'
import NotifyPollEnded from '#actions/notices/notify_poll_ended'
import { recordDecision } from '#actions/moderation/record_decision'
import type { AdminPostStatusChange, StatementOfReasons } from '@dilemma/contract'

/** The statuses each change starts from (admin-spec §4 "Post status"). */
const ALLOWED_FROM: Record<AdminPostStatusChange, readonly PostStatus[]> = {
  passive: ['active'],
  active: ['passive', 'inactive'],
  // not a contract copy: a rule, the statuses a post is deleted from
  deleted: ['active', 'passive', 'inactive'],
}

async function findPost(postId: number, client: TransactionClientContract): Promise<Post> {
  const post = await Post.find(postId, { client })
  if (!post) throw moderationErrors.postNotFound()
  return post
}

/**
 * PUT /admin/posts/:id/status: deactivate, activate or soft delete; 409 from any other status.
 * Closing or removing her poll restricts her: the statement of reasons (required by the
 * validator) is recorded with what it took and she is told. Undefined for a dry run.
 */
export async function changePostStatus(
  postId: number,
  status: AdminPostStatusChange,
  moderator: Moderator,
  statement?: StatementOfReasons,
) {
  const changed = await moderate(
    moderator,
    async (trx) => {
      const post = await findPost(postId, trx)
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

/**
 * DELETE /admin/posts/:id: removes the post for good, with its votes, likes, saves, tags and AI
 * analysis (the foreign keys cascade); its reports stay with no post. Then its images go; a
 * file that cannot be removed is logged, not an error. Undefined for a dry run.
 */
export async function deletePostPermanently(postId: number, moderator: Moderator) {
  const purged = await moderate(
    moderator,
    (trx) => findPost(postId, trx),
    async (post, trx) => {
      // The badge counters lose the post's rows in the same transaction (uncount_post_rows.ts).
      await uncountPostRows(trx, post.id, post.userId)
      await post.delete()
      await recordAudit(
        {
          actorId: moderator.actorId,
          action: 'post.purge',
          targetType: 'post',
          targetId: post.id,
          details: { title: post.title },
        },
        trx,
      )
      return post
    },
  )
  if (!purged) return undefined
  // After the commit: a rolled-back purge must keep its pictures.
  await cardTags.delete(purged.id)
  const images = [purged.imageA, purged.imageB, purged.imageC, purged.imageD].filter((name) => name !== null)
  await Promise.all(
    images.map((name) =>
      postImageStore.remove(name).catch((error) => logger.warn({ err: error, name }, 'post image not removed')),
    ),
  )
  return purged
}
