import logger from '@adonisjs/core/services/logger'
import { findPostToModerate } from '#queries/moderation/find_post_to_moderate'
import { postImageStore } from '#services/images/image_storage'
import { cardTags } from '#services/cache/card_caches'
import { uncountPostRows } from '#services/badges/uncount_post_rows'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

/**
 * DELETE /admin/posts/:id: removes the post for good, with its votes, likes, saves, tags and AI
 * analysis (the foreign keys cascade); its reports stay with no post. Then its images go; a
 * file that cannot be removed is logged, not an error. Undefined for a dry run.
 */
export default class DeletePostPermanently {
  static async handle({ postId, moderator }: { postId: number; moderator: Moderator }) {
    const purged = await moderate(
      moderator,
      (trx) => findPostToModerate(postId, trx),
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
}
