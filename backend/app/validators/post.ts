import vine from '@vinejs/vine'
import { FEED_LIMITS, POST_LIMITS } from '@dilemma/contract/limits'
import { FEED_SORTS } from '@dilemma/contract/polls'
import { OPTION_LETTERS } from '#models/post'

const optionText = () => vine.string().trim().minLength(1).maxLength(POST_LIMITS.option)
const image = () => vine.file({ size: POST_LIMITS.imageBytes }).optional()

/**
 * POST /posts (multipart or JSON). Rules that span fields (exactly one limit, odd vote limit,
 * paid features) live in poll_rules.ts; the image content is checked by image_storage.ts.
 */
export const createPostValidator = vine.compile(
  vine.object({
    title: vine.string().trim().minLength(1).maxLength(POST_LIMITS.titleOnCreate),
    description: vine.string().trim().minLength(1).maxLength(POST_LIMITS.description),
    option_a: optionText(),
    option_b: optionText(),
    option_c: optionText().optional(),
    option_d: optionText().optional(),
    vote_limit: vine.number().withoutDecimals().optional(),
    time_limit: vine
      .number()
      .withoutDecimals()
      .range([POST_LIMITS.timeLimitHours.min, POST_LIMITS.timeLimitHours.max])
      .optional(),
    tags: vine
      .array(vine.string().trim().minLength(1).maxLength(POST_LIMITS.tagName))
      .maxLength(POST_LIMITS.tagsPerPost)
      .optional(),
    ai_enabled: vine.boolean().optional(),
    image_a: image(),
    image_b: image(),
    image_c: image(),
    image_d: image(),
  }),
)

export const updatePostValidator = vine.compile(
  vine.object({
    title: vine.string().trim().minLength(1).maxLength(POST_LIMITS.titleOnEdit),
    description: vine.string().trim().minLength(1).maxLength(POST_LIMITS.description),
  }),
)

export const voteValidator = vine.compile(
  vine.object({
    option: vine.enum(OPTION_LETTERS),
  }),
)

/** Like and save toggle; an explicit `liked`/`saved` sets the state instead (idempotent). */
export const likeValidator = vine.compile(vine.object({ liked: vine.boolean().optional() }))
export const saveValidator = vine.compile(vine.object({ saved: vine.boolean().optional() }))

export const reportValidator = vine.compile(
  vine.object({
    reason: vine.string().trim().minLength(1).maxLength(POST_LIMITS.reportReason),
  }),
)

const page = () => vine.number().withoutDecimals().min(1).max(100000).optional()
const pageSize = () => vine.number().withoutDecimals().range([1, 50]).optional()

/** GET /posts. Booleans accept true/false/1/0; `search` shorter than 3 characters is ignored. */
export const feedValidator = vine.compile(
  vine.object({
    page: page(),
    limit: pageSize(),
    tag_id: vine.number().withoutDecimals().min(1).optional(),
    category_id: vine.number().withoutDecimals().min(1).optional(),
    search: vine.string().trim().maxLength(100).optional(),
    activeOnly: vine.boolean().optional(),
    votedOnly: vine.boolean().optional(),
    unvotedOnly: vine.boolean().optional(),
    type: vine.enum(['time', 'vote'] as const).optional(),
    media: vine.enum(['images', 'text'] as const).optional(),
    sort: vine.enum(FEED_SORTS).optional(),
    seed: vine.number().withoutDecimals().range([0, FEED_LIMITS.maxSeed]).optional(),
  }),
)

/** The per-user lists (GET /posts/user/:id …). */
export const listPageValidator = vine.compile(vine.object({ page: page(), limit: pageSize() }))

export const trendingValidator = vine.compile(
  vine.object({ limit: vine.number().withoutDecimals().range([1, 20]).optional() }),
)
