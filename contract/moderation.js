// The rules of a moderator's restricting decisions both sides need at run time: the reasons a
// console or CLI offers (the apps translate each), the lengths of a suspension and the appeal's
// window and length. Plain JavaScript so that the built backend loads it without a TypeScript step
// (moderation.d.ts types it).
import { LANGUAGES } from './languages.js'

/** Why a member's content or account was restricted (a statement of reasons, EU DSA Art. 17). */
export const MODERATION_REASONS = Object.freeze([
  'spam',
  'harassment',
  'hate',
  'sexual_content',
  'personal_data',
  'off_topic',
  'other',
])

/** A suspension lasts this many days, or until lifted (null). */
export const SUSPENSION_DAYS = Object.freeze([1, 7, 30])

/** The longest free text that explains a reason to the member. */
export const MODERATION_TEXT_MAX_LENGTH = 500

/** A member may appeal a decision within this many days, once, in at most this many characters. */
export const APPEAL_WINDOW_DAYS = 14
export const APPEAL_MAX_LENGTH = 2000

/**
 * A watched word's language folds its case (Turkish İ/i and I/ı); `all` folds it for every
 * language. Every entry applies to every text.
 */
export const WATCHED_WORD_LANGUAGES = Object.freeze(['all', ...LANGUAGES])

/** What a watched word's match does to a poll: refuse it, hold it for review, or flag it. */
export const WATCHED_WORD_ACTIONS = Object.freeze(['block', 'hold', 'flag'])
