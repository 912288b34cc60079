import { DateTime } from 'luxon'
import type { CatalogueBadge } from '#services/badges/badge_catalogue'
import type * as Wire from '@dilemma/contract'

/** A grant as read raw: awarded_at is a string on SQLite and a Date on MySQL, both UTC. */
export interface GrantRow {
  badge_id: number | string
  awarded_at: Date | string
  seen?: number | boolean | string
  toasted?: number | boolean | string
}

export function awardedAtIso(value: Date | string): string {
  const at = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value, { zone: 'utc' })
  return at.toUTC().toISO()!
}

function describe(badge: CatalogueBadge): Omit<Wire.EarnedBadge, 'earned_at'> {
  return {
    id: badge.id,
    name: badge.name,
    type: badge.type,
    category: badge.category,
    threshold: badge.threshold,
    tier: badge.tier,
    icon_url: badge.iconUrl,
  }
}

/** What the wire sees of badges (api-client badge-types.ts). */
export const BadgeSerializer = {
  earned(badge: CatalogueBadge, grant: GrantRow): Wire.EarnedBadge {
    return { ...describe(badge), earned_at: awardedAtIso(grant.awarded_at) }
  },

  /** A new (unseen) badge, and whether it has been toasted already. */
  unseen(badge: CatalogueBadge, grant: GrantRow): Wire.NewBadge {
    return { ...BadgeSerializer.earned(badge, grant), toasted: Boolean(Number(grant.toasted)) }
  },

  /** A catalogue badge with her state; an unearned one is never "seen". */
  status(badge: CatalogueBadge, grant: GrantRow | undefined): Wire.BadgeStatus {
    return {
      ...describe(badge),
      earned: grant !== undefined,
      earned_at: grant ? awardedAtIso(grant.awarded_at) : null,
      seen: grant ? Boolean(Number(grant.seen)) : false,
    }
  },
}
