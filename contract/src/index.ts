// The API's wire types: the backend's serializers return them, api-client and the front ends read
// them. Types only: the run-time values (limits, roles, languages, statuses, cookies) are the plain
// modules beside `src` (`@dilemma/contract/limits`, …), whose unions these files re-export.
export type * from './errors.js'
export type * from './types.js'
export type * from './poll-types.js'
export type * from './moderation-types.js'
export type * from './notice-types.js'
export type * from './live-types.js'
export type * from './audit-types.js'
export type * from './badge-types.js'
export type * from './payment-types.js'
export type * from './site-facts-types.js'
export type * from './first-screen-types.js'
export type * from './data-export-types.js'
