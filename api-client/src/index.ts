export { createApiClient, type ApiClient, type ApiClientEvents, type ApiClientOptions } from './client.js'
export { ApiError, isApiError } from './core/api-error.js'
export type { CookieStore } from './core/cookie-store.js'
export type { HttpClient, RequestOptions } from './core/http-client.js'
export type { QueryParams, QueryValue } from './core/query-string.js'
export type { HttpMethod } from './core/transport.js'
export type * from '@dilemma/contract'
export {
  APPEAL_MAX_LENGTH,
  APPEAL_WINDOW_DAYS,
  BADGE_CATEGORIES,
  BADGE_TYPES,
  COOKIES,
  FEED_SORTS,
  LANGUAGES,
  MODERATION_REASONS,
  MODERATION_TEXT_MAX_LENGTH,
  OPTION_LETTERS,
  PAID_ROLES,
  POST_STATUS_CHANGES,
  POST_STATUSES,
  PUBLIC_POST_STATUSES,
  ROLES,
  SOCIAL_CARD_FORMATS,
  SUSPENSION_DAYS,
} from './constants.js'
export type { ListPage } from './endpoints/posts.js'
export {
  AI_GENERATED_CATEGORY_SLUG,
  AI_GENERATED_TAG,
  GENERATED_POLL_TIME_LIMIT_HOURS,
  pollOfGeneratedQuestion,
  pollTitleExists,
  saveGeneratedQuestion,
  titleKey,
  type GeneratedPollLimit,
} from './generated-question.js'
export {
  CSV_READ_OPTIONS,
  WATCHED_WORD_ACTIONS,
  WATCHED_WORD_LANGUAGES,
  watchedWordsOfCsvRecords,
  type WatchedWordsOfCsv,
} from './watched-words-csv.js'
