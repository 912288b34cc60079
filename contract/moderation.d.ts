import type { LANGUAGES } from './languages.js'

export type ModerationReason =
  'spam' | 'harassment' | 'hate' | 'sexual_content' | 'personal_data' | 'off_topic' | 'other'

/** Why a member's content or account was restricted (a statement of reasons, EU DSA Art. 17). */
export declare const MODERATION_REASONS: readonly ModerationReason[]

export type SuspensionDays = 1 | 7 | 30

/** A suspension lasts this many days, or until lifted (null). */
export declare const SUSPENSION_DAYS: readonly SuspensionDays[]

/** The longest free text that explains a reason to the member. */
export declare const MODERATION_TEXT_MAX_LENGTH: number

/** A member may appeal a decision within this many days, once, in at most this many characters. */
export declare const APPEAL_WINDOW_DAYS: number
export declare const APPEAL_MAX_LENGTH: number

/** A watched word's language (`all`: every language) and what its match does. */
export declare const WATCHED_WORD_LANGUAGES: readonly ['all', ...typeof LANGUAGES]
export type WatchedWordLanguage = (typeof WATCHED_WORD_LANGUAGES)[number]
export declare const WATCHED_WORD_ACTIONS: readonly ['block', 'hold', 'flag']
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number]
