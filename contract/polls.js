// The enumerations of a poll both sides name at run time: its statuses, its option letters and
// the feed's orders. Plain JavaScript so that the built backend and the front ends load it without a
// TypeScript step (polls.d.ts types it).

/**
 * A poll's status as the server sends it: `passive` once closed; `inactive` when a moderator
 * deactivated it, which only its author and admins see; `held` while a watched word keeps it for a
 * moderator's review (only its author, who reads "awaiting review", and admins see it); and
 * `deleted`, which only admins see. Every status but `active` reads as closed.
 */
export const POST_STATUSES = Object.freeze(['active', 'passive', 'inactive', 'held', 'deleted'])

/** The statuses every visitor sees; every list filters by them. */
export const PUBLIC_POST_STATUSES = Object.freeze(['active', 'passive'])

/** What a moderator sets on a post from the console or the CLI: activate, deactivate (passive) or soft delete. */
export const POST_STATUS_CHANGES = Object.freeze(['active', 'passive', 'deleted'])

/** A poll's options in order; A and B always, C and D on a paid plan. */
export const OPTION_LETTERS = Object.freeze(['a', 'b', 'c', 'd'])

/** The orders of the feed; `random` is the default. */
export const FEED_SORTS = Object.freeze(['random', 'newest', 'oldest', 'most_voted', 'least_voted', 'endingSoon'])

/** The social card's formats: the spec's card (1080 px wide, as high as its texts), 1080×1080, 1080×1920. */
export const SOCIAL_CARD_FORMATS = Object.freeze(['card', 'square', 'story'])
