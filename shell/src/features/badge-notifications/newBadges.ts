import type { EarnedBadge } from '@dilemma/api-client'

/** member-spec §9: new badges are asked for every 30 s while she is signed in. */
export const BADGE_POLL_INTERVAL_MS = 30_000

/**
 * The notifications after a poll answered: those on screen stay in their order, badges not seen
 * before join at the end. A badge she has just cleared stays away even when a poll that started
 * before its mark-seen call finished still lists it.
 */
export function withArrivedBadges(
  shown: readonly EarnedBadge[],
  arrived: readonly EarnedBadge[],
  cleared: ReadonlySet<number>,
): EarnedBadge[] {
  const known = new Set(shown.map((badge) => badge.id))
  const fresh = arrived.filter((badge) => !known.has(badge.id) && !cleared.has(badge.id))
  return fresh.length === 0 ? [...shown] : [...shown, ...fresh]
}
