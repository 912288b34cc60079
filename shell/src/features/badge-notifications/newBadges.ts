import type { NewBadge } from '@dilemma/api-client'

/** member-spec §9: new badges are asked for every 30 s while she is signed in. */
export const BADGE_POLL_INTERVAL_MS = 30_000

/** A member back after a while may bring many: the newest few are toasted, all are in the list. */
export const MAX_TOASTS_AT_ONCE = 3

/**
 * The notifications after a poll answered, newest first as the server lists them: badges not seen
 * before come before those on screen. A badge she has just cleared stays away even when a poll
 * that started before its mark-seen call finished still lists it.
 */
export function withArrivedBadges(
  shown: readonly NewBadge[],
  arrived: readonly NewBadge[],
  cleared: ReadonlySet<number>,
): NewBadge[] {
  const known = new Set(shown.map((badge) => badge.id))
  const fresh = arrived.filter((badge) => !known.has(badge.id) && !cleared.has(badge.id))
  return [...fresh, ...shown]
}

/**
 * Of her new badges (newest first), those never toasted, on this page or an earlier one: the
 * newest three are toasted now, the older ones only wait in the list. Both are marked toasted.
 */
export function splitToasts(badges: readonly NewBadge[]): { toast: NewBadge[]; listOnly: NewBadge[] } {
  const untoasted = badges.filter((badge) => !badge.toasted)
  return { toast: untoasted.slice(0, MAX_TOASTS_AT_ONCE), listOnly: untoasted.slice(MAX_TOASTS_AT_ONCE) }
}
