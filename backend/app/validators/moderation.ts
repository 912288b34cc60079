import vine from '@vinejs/vine'
import { POST_LIMITS } from '@dilemma/contract/limits'
import { POST_STATUS_CHANGES, SOCIAL_CARD_FORMATS } from '@dilemma/contract/polls'
import {
  APPEAL_MAX_LENGTH,
  MODERATION_REASONS,
  MODERATION_TEXT_MAX_LENGTH,
  SUSPENSION_DAYS,
} from '@dilemma/contract/moderation'
import { ROLES } from '#rules/roles'
import { WATCHED_WORD_ACTIONS, WATCHED_WORD_LANGUAGES } from '#rules/watched_words'
import { LANGUAGES } from '@dilemma/contract/languages'
import type { Infer } from '@vinejs/vine/types'

/** The console's lists are paged by 10 (admin-spec §9); scripts may ask for up to 100. */
const page = () => vine.number().withoutDecimals().range([1, 100000]).optional()
const limit = () => vine.number().withoutDecimals().range([1, 100]).optional()
const search = () => vine.string().trim().maxLength(100).optional()
const sortOrder = () => vine.enum(['asc', 'desc'] as const).optional()

export const adminUsersQueryValidator = vine.compile(
  vine.object({
    page: page(),
    limit: limit(),
    role: vine.enum(ROLES).optional(),
    verified: vine.boolean().optional(),
    search: search(),
    sortBy: vine.enum(['created_at', 'username', 'role'] as const).optional(),
    sortOrder: sortOrder(),
  }),
)
export type AdminUsersQuery = Infer<typeof adminUsersQueryValidator>

export const adminPostsQueryValidator = vine.compile(
  vine.object({
    page: page(),
    limit: limit(),
    status: vine.enum(['all', 'active', 'inactive', 'deleted'] as const).optional(),
    search: search(),
    sortBy: vine.enum(['created_at', 'vote_count', 'like_count', 'title'] as const).optional(),
    sortOrder: sortOrder(),
  }),
)
export type AdminPostsQuery = Infer<typeof adminPostsQueryValidator>

export const verificationValidator = vine.compile(vine.object({ isEmailVerified: vine.boolean({ strict: true }) }))

/** The statement of reasons of a restricting decision: one of the list, and the moderator's optional words to her. */
const reason = () => vine.enum(MODERATION_REASONS)
const reasonText = () => vine.string().trim().maxLength(MODERATION_TEXT_MAX_LENGTH).optional()

/** The body of a report decision that removes her poll: its statement of reasons. */
export const statementValidator = vine.compile(vine.object({ reason: reason(), note: reasonText() }))

/** A role change; lowering her role needs a reason (actions/moderation/change_role.ts checks, as only it knows the role before). */
export const roleChangeValidator = vine.compile(
  vine.object({
    role: vine.enum(ROLES),
    demoteAdmin: vine.boolean({ strict: true }).optional(),
    reason: reason().optional(),
    note: reasonText(),
  }),
)

/** PUT /admin/users/:id/suspension: `days` null suspends until lifted; `note` explains the reason to her. */
export const suspensionValidator = vine.compile(
  vine.object({ days: vine.enum(SUSPENSION_DAYS).nullable(), reason: reason(), note: reasonText() }),
)
export type SuspensionRequest = Infer<typeof suspensionValidator>

/** POST /admin/watched-words: a word or phrase (letters at least; `*` only at its end). */
const watchedWord = () =>
  vine.object({
    word: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(100)
      .regex(/^[^*]*[\p{L}\p{N}][^*]*\*?$/u),
    language: vine.enum(WATCHED_WORD_LANGUAGES),
    action: vine.enum(WATCHED_WORD_ACTIONS),
  })

export const watchedWordValidator = vine.compile(watchedWord())

/** POST /admin/watched-words/import: up to 5,000 entries, added in one transaction. */
export const watchedWordsImportValidator = vine.compile(
  vine.object({ entries: vine.array(watchedWord()).minLength(1).maxLength(5000) }),
)

export const watchedWordTestValidator = vine.compile(
  vine.object({ text: vine.string().trim().minLength(1).maxLength(5000) }),
)

/** POST /users/decisions/:id/appeal: her objection in her words. */
export const appealValidator = vine.compile(
  vine.object({ text: vine.string().trim().minLength(1).maxLength(APPEAL_MAX_LENGTH) }),
)

/** POST /admin/appeals/:id/accept|reject: the answer's reason, which she reads. */
export const appealAnswerValidator = vine.compile(
  vine.object({ answer: vine.string().trim().minLength(1).maxLength(MODERATION_TEXT_MAX_LENGTH) }),
)

export const adminAppealsQueryValidator = vine.compile(
  vine.object({
    status: vine.enum(['pending', 'accepted', 'rejected', 'all'] as const).optional(),
    page: page(),
    limit: limit(),
  }),
)
export type AdminAppealsQuery = Infer<typeof adminAppealsQueryValidator>

/** Closing (passive) or removing (deleted) her poll needs a reason; reopening does not. */
export const postStatusChangeValidator = vine.compile(
  vine.object({
    status: vine.enum(POST_STATUS_CHANGES),
    reason: reason()
      .optional()
      .requiredWhen((field) => field.parent.status !== 'active'),
    note: reasonText(),
  }),
)

export const createPopupValidator = vine.compile(
  vine.object({
    image: vine.file({ size: POST_LIMITS.imageBytes }).optional(),
    description: vine.string().trim().maxLength(1000).optional(),
  }),
)

export const popupToggleValidator = vine.compile(vine.object({ is_active: vine.boolean({ strict: true }) }))

export const moveTagValidator = vine.compile(vine.object({ category_id: vine.number().withoutDecimals().positive() }))

/** `?format=` and `?lang=` of a social card. */
export const socialCardQueryValidator = vine.compile(
  vine.object({
    format: vine.enum(SOCIAL_CARD_FORMATS).optional(),
    lang: vine.enum(LANGUAGES).optional(),
  }),
)

/** A generated question drawn before it is saved (the console's export). */
export const socialCardQuestionValidator = vine.compile(
  vine.object({
    title: vine.string().trim().minLength(1).maxLength(POST_LIMITS.titleOnEdit),
    description: vine.string().trim().maxLength(POST_LIMITS.description),
    options: vine.array(vine.string().trim().minLength(1).maxLength(POST_LIMITS.option)).minLength(2).maxLength(4),
  }),
)
