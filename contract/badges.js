// The kinds of badge a member earns and the categories the badge pages group them by: the backend
// counts and grants them, the apps draw and translate each. Plain JavaScript so that the built
// backend and the front ends load it without a TypeScript step (badges.d.ts types it).
export const BADGE_TYPES = Object.freeze([
  'LOGIN_STREAK',
  'POST_COUNT',
  'LIKES_RECEIVED',
  'VOTES_GIVEN',
  'LIKES_GIVEN',
  'POST_SAVE',
])

export const BADGE_CATEGORIES = Object.freeze(['Community', 'Activity', 'Participation', 'Helpfulness', 'Other'])
