import type { BadgeCategory, BadgeFamilyProgress, BadgeStatus, BadgeType } from '@dilemma/api-client'

/** The order the badges modal shows the categories in (member-spec §3). */
// not a contract copy: the modal's order of BADGE_CATEGORIES
export const CATEGORY_ORDER: readonly BadgeCategory[] = [
  'Activity',
  'Community',
  'Participation',
  'Helpfulness',
  'Other',
]

export interface BadgeFamily {
  type: BadgeType
  /** Its tiers, lowest first. */
  badges: BadgeStatus[]
  progress: BadgeFamilyProgress | null
}

export interface BadgeCategoryGroup {
  category: BadgeCategory
  families: BadgeFamily[]
}

/**
 * The catalogue grouped for the modal: categories in `CATEGORY_ORDER` (unknown ones after them),
 * each with its badge types in the order they first appear and their tiers lowest first; empty
 * categories are left out.
 */
export function groupBadges(
  badges: readonly BadgeStatus[],
  progress: readonly BadgeFamilyProgress[],
): BadgeCategoryGroup[] {
  const categories = new Map<BadgeCategory, Map<BadgeType, BadgeStatus[]>>()
  for (const badge of badges) {
    const families = categories.get(badge.category) ?? new Map<BadgeType, BadgeStatus[]>()
    categories.set(badge.category, families)
    families.set(badge.type, [...(families.get(badge.type) ?? []), badge])
  }
  const rank = (category: BadgeCategory) => {
    const index = CATEGORY_ORDER.indexOf(category)
    return index === -1 ? CATEGORY_ORDER.length : index
  }
  return [...categories.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, families]) => ({
      category,
      families: [...families.entries()].map(([type, tiers]) => ({
        type,
        badges: tiers.sort((a, b) => a.tier - b.tier),
        progress: progress.find((family) => family.type === type) ?? null,
      })),
    }))
}

/**
 * How far she is from the previous tier to the next, in percent (0–100); 100 once every tier of the
 * family is earned.
 */
export function progressPercent({ current, previous_threshold, next_threshold }: BadgeFamilyProgress): number {
  if (next_threshold === null) return 100
  const span = next_threshold - previous_threshold
  if (span <= 0) return 0
  return Math.round(Math.min(Math.max((current - previous_threshold) / span, 0), 1) * 100)
}
