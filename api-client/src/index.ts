export { createApiClient, type ApiClient, type ApiClientEvents, type ApiClientOptions } from './client.js'
export { ApiError, isApiError, type FieldError } from './core/api-error.js'
export type { CookieStore } from './core/cookie-store.js'
export type { HttpClient, RequestOptions } from './core/http-client.js'
export type { QueryParams, QueryValue } from './core/query-string.js'
export type { HttpMethod } from './core/transport.js'
export * from './types.js'
export * from './poll-types.js'
export * from './moderation-types.js'
export * from './notice-types.js'
// The live channels' names are `@dilemma/api-client/live`: the first page carries none of them.
export type { LiveNoticeEvent, LivePollEvent } from './live-types.js'
export * from './audit-types.js'
export * from './badge-types.js'
export * from './payment-types.js'
export * from './site-facts-types.js'
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
