import Tag from '#models/tag'
import { moderationErrors } from '#exceptions/moderation_errors'
import { findCategory } from '#queries/tags/tags_of_category'
import { TagSerializer } from '#serializers/tag_serializer'
import { cardTags, tagGroup } from '#services/cache/card_caches'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'
import { AI_GENERATED_CATEGORY } from '#services/ai/ai_generated_tag'

/**
 * PUT /tags/:id: moves a tag to another category; cached post cards show it there once the move
 * is committed. A move to the tag's own category (a no-op) and into the 'AI Generated' category
 * (the product's own tag only) are refused with 409, in a dry run too. Undefined for a dry run.
 */
export default class MoveTag {
  static async handle({ tagId, categoryId, moderator }: { tagId: number; categoryId: number; moderator: Moderator }) {
    const moved = await moderate(
      moderator,
      async (trx) => {
        const tag = await Tag.find(tagId, { client: trx })
        if (!tag) throw moderationErrors.tagNotFound()
        const category = await findCategory(categoryId, trx)
        if (tag.categoryId === category.id) throw moderationErrors.tagAlreadyInCategory()
        if (category.slug === AI_GENERATED_CATEGORY.slug) throw moderationErrors.categoryReserved()
        return { tag, category }
      },
      async ({ tag, category }, trx) => {
        const from = tag.categoryId
        tag.categoryId = category.id
        await tag.save()
        await recordAudit(
          {
            actorId: moderator.actorId,
            action: 'tag.move',
            targetType: 'tag',
            targetId: tag.id,
            details: { name: tag.name, from, to: category.id },
          },
          trx,
        )
        return tag
      },
    )
    if (!moved) return undefined
    await cardTags.deleteGroup(tagGroup(moved.id))
    return TagSerializer.forCategoryTab(moved)
  }
}
