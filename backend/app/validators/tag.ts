import vine from '@vinejs/vine'

export const MIN_TAG_SEARCH_LENGTH = 2

export const tagSearchValidator = vine.compile(
  vine.object({ q: vine.string().trim().minLength(MIN_TAG_SEARCH_LENGTH).maxLength(50) }),
)

export const createTagValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(50),
    category_id: vine
      .number()
      .withoutDecimals()
      .exists(async (db, value) => Boolean(await db.from('categories').where('id', value).select('id').first()))
      .optional(),
  }),
)

/** `ids=1,2,3`: at most 100 post ids. */
export const tagsOfPostsValidator = vine.compile(
  vine.object({
    ids: vine
      .string()
      .trim()
      .regex(/^\d+(,\d+){0,99}$/),
  }),
)

export const popularTagsValidator = vine.compile(
  vine.object({ limit: vine.number().withoutDecimals().range([1, 50]).optional() }),
)

export const popularCategoriesValidator = vine.compile(
  vine.object({
    limit: vine.number().withoutDecimals().range([1, 50]).optional(),
    /** all: active and closed polls; active: open polls only. */
    status: vine.enum(['all', 'active'] as const).optional(),
  }),
)
