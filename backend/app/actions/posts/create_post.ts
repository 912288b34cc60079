import { DateTime } from 'luxon'
import { linkTags } from '#services/posts/post_tag_links'
import db from '@adonisjs/lucid/services/db'
import Post, { OPTION_LETTERS, type OptionLetter } from '#models/post'
import type User from '#models/user'
import { postErrors } from '#exceptions/post_errors'
import { assertPostAllowance } from '#services/posts/post_allowance'
import { findOrCreateTags } from '#services/tags/find_or_create_tags'
import { postImageStore, storeImage } from '#services/images/image_storage'
import { NotAnImageError } from '#services/images/image_processing'
import { mayUsePaidFeatures, pollShapeErrors, usesPaidFeatures } from '#services/posts/poll_rules'
import { applyCounterChanges, runIn } from '#services/badges/user_counters'
import { grantCounted } from '#services/badges/grant_badges'
import { screenTexts } from '#services/moderation/watched_words'
import { applyScreening, pollTexts } from '#services/moderation/screen_poll'
import { closeAtDeadline } from '#sweeps/poll_expiry'

export interface NewPost {
  title: string
  description: string
  options: { a: string; b: string; c?: string; d?: string }
  voteLimit?: number
  timeLimitHours?: number
  tags: string[]
  aiEnabled?: boolean
  /** Temporary paths of the uploaded images, per option. */
  imagePaths: Partial<Record<OptionLetter, string>>
}

export interface CreatePostInput {
  author: User
  post: NewPost
  now?: DateTime<true>
}

/**
 * Creates a poll: shape rules, paid features, no blocked watched word in its texts (a held one
 * saves it held for review, a flagged one reports it: applyScreening), the daily allowance
 * (checked before the images are processed and again, locked, inside the transaction), images,
 * tags, and her posts_created badge counter (its tiers granted after the commit).
 */
export default class CreatePost {
  static async handle({ author, post: input, now = DateTime.utc() }: CreatePostInput): Promise<Post> {
    const shape = {
      voteLimit: input.voteLimit,
      timeLimitHours: input.timeLimitHours,
      optionC: input.options.c,
      optionD: input.options.d,
      images: input.imagePaths,
    }
    const errors = pollShapeErrors(shape, author.currentRole)
    if (errors.length > 0) throw postErrors.invalidFields(errors)
    if (usesPaidFeatures({ ...shape, aiEnabled: input.aiEnabled }) && !mayUsePaidFeatures(author.currentRole)) {
      throw postErrors.premiumRequired()
    }
    const screening = await screenTexts(pollTexts(input))
    await assertPostAllowance(author, db.connection(), now)

    const images = await storeImages(input.imagePaths)
    try {
      const { post, counted } = await db.transaction(async (trx) => {
        await assertPostAllowance(author, trx, now)
        const post = await Post.create(
          {
            userId: author.id,
            title: input.title,
            description: input.description,
            optionA: input.options.a,
            optionB: input.options.b,
            optionC: input.options.c ?? null,
            optionD: input.options.d ?? null,
            imageA: images.a ?? null,
            imageB: images.b ?? null,
            imageC: images.c ?? null,
            imageD: images.d ?? null,
            status: 'active',
            voteLimit: input.voteLimit ?? null,
            timeLimit: input.timeLimitHours === undefined ? null : now.plus({ hours: input.timeLimitHours }),
            aiEnabled: input.aiEnabled ?? false,
            voteCountA: 0,
            voteCountB: 0,
            voteCountC: 0,
            voteCountD: 0,
            totalVotes: 0,
            likeCount: 0,
          },
          { client: trx },
        )
        const tags = await findOrCreateTags(input.tags, trx)
        await linkTags(
          post,
          tags.map((tag) => tag.id),
          trx,
        )
        await applyScreening(post, screening, trx)
        const counted = await applyCounterChanges(runIn(trx), [{ userId: author.id, type: 'POST_COUNT', delta: 1 }])
        return { post, counted }
      })
      await grantCounted(counted)
      if (post.timeLimit && post.status === 'active') await closeAtDeadline(post.id, post.timeLimit)
      return post
    } catch (error) {
      await Promise.all(Object.values(images).map((name) => postImageStore.remove(name)))
      throw error
    }
  }
}

async function storeImages(
  paths: Partial<Record<OptionLetter, string>>,
): Promise<Partial<Record<OptionLetter, string>>> {
  const stored: Partial<Record<OptionLetter, string>> = {}
  try {
    for (const letter of OPTION_LETTERS) {
      const path = paths[letter]
      if (!path) continue
      try {
        stored[letter] = await storeImage(path)
      } catch (error) {
        throw error instanceof NotAnImageError ? postErrors.invalidImage(`image_${letter}`) : error
      }
    }
    return stored
  } catch (error) {
    await Promise.all(Object.values(stored).map((name) => postImageStore.remove(name)))
    throw error
  }
}
