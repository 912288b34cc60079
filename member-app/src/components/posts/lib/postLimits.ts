/** The numbers of member-spec §5 and §9 for writing polls. */
export const POST_LIMITS = {
  titleOnCreate: 100,
  titleOnEdit: 200,
  description: 1000,
  option: 100,
  tagsPerPost: 3,
  tagSearchMinimum: 2,
  reportReason: 500,
  voteLimit: { min: 11, max: 9999, step: 2, default: 11 },
  timeLimitHours: { min: 1, max: 168, default: 24 },
  imageBytes: 5 * 1024 * 1024,
} as const

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
