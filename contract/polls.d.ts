/** A poll's status as the server sends it; every status but `active` reads as closed. */
export declare const POST_STATUSES: readonly ['active', 'passive', 'inactive', 'held', 'deleted']
export type PostStatus = (typeof POST_STATUSES)[number]

/** The statuses every visitor sees. */
export declare const PUBLIC_POST_STATUSES: readonly PostStatus[]

/** The statuses a moderator sets on a post from the console or the CLI. */
export declare const POST_STATUS_CHANGES: readonly ['active', 'passive', 'deleted']
export type AdminPostStatusChange = (typeof POST_STATUS_CHANGES)[number]

/** A poll's options in order. */
export declare const OPTION_LETTERS: readonly ['a', 'b', 'c', 'd']
export type OptionLetter = (typeof OPTION_LETTERS)[number]

/** The orders of the feed. */
export declare const FEED_SORTS: readonly ['random', 'newest', 'oldest', 'most_voted', 'least_voted', 'endingSoon']
export type FeedSort = (typeof FEED_SORTS)[number]

/** The social card's formats. */
export declare const SOCIAL_CARD_FORMATS: readonly ['card', 'square', 'story']
export type SocialCardFormat = (typeof SOCIAL_CARD_FORMATS)[number]
