import { POST_LIMITS as LIMITS } from '@dilemma/contract/limits'

/** The numbers of member-spec §5 and §9 for writing polls: the server's limits, and the form's defaults. */
export const POST_LIMITS = {
  ...LIMITS,
  tagSearchMinimum: 2,
  voteLimit: { ...LIMITS.voteLimit, step: 2, default: LIMITS.voteLimit.min },
  timeLimitHours: { ...LIMITS.timeLimitHours, default: 24 },
} as const

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
