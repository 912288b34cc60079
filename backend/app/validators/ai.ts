import vine from '@vinejs/vine'
import { POST_LIMITS } from '@dilemma/contract/limits'
import { LANGUAGES } from '@dilemma/contract/languages'
import { FOCUS_CATEGORY_IDS } from '#rules/focus_categories'

const optionText = () => vine.string().trim().maxLength(POST_LIMITS.option).optional()

/**
 * POST /ai/analyze. Title, description and options are accepted as the spec names them; the
 * analysis reads the poll as stored, so a member cannot have other texts analysed under it.
 */
export const analyzeValidator = vine.compile(
  vine.object({
    postId: vine.number().withoutDecimals().positive(),
    language: vine.enum(LANGUAGES),
    title: vine.string().trim().maxLength(POST_LIMITS.titleOnEdit).optional(),
    description: vine.string().trim().maxLength(POST_LIMITS.description).optional(),
    options: vine.object({ a: optionText(), b: optionText(), c: optionText(), d: optionText() }).optional(),
  }),
)

/** GET /ai/analysis/:postId?language=tr: the analysis in that language (any language without it). */
export const analysisLanguageValidator = vine.compile(vine.object({ language: vine.enum(LANGUAGES).optional() }))

/** POST /ai/generate-question: 2 to 4 options; the focus category is drawn at random when absent. */
export const generateQuestionValidator = vine.compile(
  vine.object({
    language: vine.enum(LANGUAGES),
    optionCount: vine.number().in([2, 3, 4]),
    focusCategory: vine.number().in(FOCUS_CATEGORY_IDS).optional(),
  }),
)
