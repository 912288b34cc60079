/*
 * The pure rules of badge tiers: which tiers a counter has reached and where her progress stands.
 */

export interface Tier {
  id: number
  threshold: number
}

/** The tiers `value` has reached, lowest first (tiers need not be sorted). */
export function tiersReached<T extends Tier>(tiers: readonly T[], value: number): T[] {
  return tiers.filter((tier) => tier.threshold <= value).sort((a, b) => a.threshold - b.threshold)
}

/**
 * Whether a counter that has just moved from `before` to `after` passed a tier's threshold on the
 * way (`before` < threshold ≤ `after`); a move that passes none costs no query.
 */
export function crossesTier(tiers: readonly Tier[], before: number, after: number): boolean {
  return tiers.some((tier) => tier.threshold > before && tier.threshold <= after)
}

export interface TierProgress {
  /** The threshold of her highest earned tier; 0 before the first. */
  previousThreshold: number
  /** The lowest tier she has not earned; null once every tier is earned. */
  nextThreshold: number | null
  nextBadgeId: number | null
}

/**
 * Her position within a type, from what she has earned rather than from the counter: a counter
 * can drop (an unlike, a broken streak) while earned badges stay.
 */
export function tierProgress(tiers: readonly Tier[], earnedIds: ReadonlySet<number>): TierProgress {
  const sorted = [...tiers].sort((a, b) => a.threshold - b.threshold)
  const next = sorted.find((tier) => !earnedIds.has(tier.id)) ?? null
  const earned = sorted.filter((tier) => earnedIds.has(tier.id)).at(-1)
  return {
    previousThreshold: earned?.threshold ?? 0,
    nextThreshold: next?.threshold ?? null,
    nextBadgeId: next?.id ?? null,
  }
}

/** A tier's 1-based rank within its type. */
export function tierRank(tiers: readonly Tier[], tier: Tier): number {
  return tiers.filter((other) => other.threshold <= tier.threshold).length
}
