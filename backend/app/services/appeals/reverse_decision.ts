import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Post, { type PostStatus } from '#models/post'
import User from '#models/user'
import type ModerationDecision from '#models/moderation_decision'
import type { Role } from '#rules/roles'

/** The status each poll decision set: only a poll still in it is given back its status. */
const STATUS_SET: Partial<Record<ModerationDecision['kind'], PostStatus>> = {
  post_passive: 'passive',
  post_removed: 'deleted',
  report_upheld: 'deleted',
  held_rejected: 'deleted',
}

/**
 * Gives back exactly what an accepted appeal's decision took: the poll's status before, her
 * suspension lifted, her role before. Saved through the models, so every cache forgets the old
 * state. What changed since (the poll purged, her account deleted) stays as it is.
 */
export async function reverseDecision(decision: ModerationDecision, trx: TransactionClientContract): Promise<void> {
  const setStatus = STATUS_SET[decision.kind]
  if (setStatus && decision.postId !== null && decision.previous) {
    const post = await Post.find(decision.postId, { client: trx })
    if (post && post.status === setStatus) {
      post.status = decision.previous as PostStatus
      await post.save()
    }
    return
  }
  const member = await User.query({ client: trx }).where('id', decision.userId).whereNull('deleted_at').first()
  if (!member) return
  if (decision.kind === 'suspension') {
    member.suspendedAt = null
    member.suspendedUntil = null
  } else if (decision.kind === 'role_lowered' && decision.previous) {
    member.role = decision.previous as Role
  }
  await member.save()
}
