import vine from '@vinejs/vine'

/** `?dryRun=true` on a moderation call: run its checks, change nothing. */
export const dryRunValidator = vine.compile(vine.object({ dryRun: vine.boolean().optional() }))

/** GET /admin/audit: newest first, paged like the console's other lists (admin-spec §9). */
export const auditQueryValidator = vine.compile(
  vine.object({
    page: vine.number().withoutDecimals().range([1, 100000]).optional(),
    limit: vine.number().withoutDecimals().range([1, 100]).optional(),
    action: vine
      .string()
      .trim()
      .maxLength(50)
      .regex(/^[a-z_.]+$/)
      .optional(),
    actorId: vine.number().withoutDecimals().positive().optional(),
  }),
)
