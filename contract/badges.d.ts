export declare const BADGE_TYPES: readonly [
  'LOGIN_STREAK',
  'POST_COUNT',
  'LIKES_RECEIVED',
  'VOTES_GIVEN',
  'LIKES_GIVEN',
  'POST_SAVE',
]
export type BadgeType = (typeof BADGE_TYPES)[number]

export declare const BADGE_CATEGORIES: readonly ['Community', 'Activity', 'Participation', 'Helpfulness', 'Other']
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number]
