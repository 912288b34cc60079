// The contract's run-time values a client needs (option lists, CLI choices, cookie names), defined
// once in `@dilemma/contract`.
export { COOKIES } from '@dilemma/contract/cookies'
export { BADGE_CATEGORIES, BADGE_TYPES } from '@dilemma/contract/badges'
export { LANGUAGES } from '@dilemma/contract/languages'
export {
  FEED_SORTS,
  OPTION_LETTERS,
  POST_STATUS_CHANGES,
  POST_STATUSES,
  PUBLIC_POST_STATUSES,
  SOCIAL_CARD_FORMATS,
} from '@dilemma/contract/polls'
export { PAID_ROLES, ROLES } from '@dilemma/contract/roles'
export {
  APPEAL_MAX_LENGTH,
  APPEAL_WINDOW_DAYS,
  MODERATION_REASONS,
  MODERATION_TEXT_MAX_LENGTH,
  SUSPENSION_DAYS,
} from '@dilemma/contract/moderation'
