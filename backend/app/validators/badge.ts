import vine from '@vinejs/vine'

/** The largest id an INT column holds: anything beyond is no badge. */
const MAX_ID = 2_147_483_647

/** POST /users/mark-badge-seen/:badgeId and /users/mark-badge-toasted/:badgeId (route params). */
export const badgeIdValidator = vine.compile(
  vine.object({
    badgeId: vine.number().withoutDecimals().min(1).max(MAX_ID),
  }),
)
