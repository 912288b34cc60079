import db from '@adonisjs/lucid/services/db'
import type * as Wire from '@dilemma/contract'
import { BADGE_TYPES } from '#models/badge'
import { badgeCatalogue } from '#services/badges/badge_catalogue'
import { tierProgress } from '#services/badges/badge_tiers'
import { readMemberCounters } from '#services/badges/member_counters'
import { BadgeSerializer, type GrantRow } from '#serializers/badge_serializer'

/** GET /users/badges: the whole catalogue with her earned/seen state, and her progress per type. */
export async function listMyBadges(userId: number): Promise<Omit<Wire.MyBadgesResponse, 'success'>> {
  const [catalogue, grants, counters] = await Promise.all([
    badgeCatalogue(),
    db.from('user_badges').where('user_id', userId).select('badge_id', 'awarded_at', 'seen') as Promise<GrantRow[]>,
    readMemberCounters(userId),
  ])
  const grantOf = new Map(grants.map((grant) => [Number(grant.badge_id), grant]))
  const earnedIds = new Set(grantOf.keys())

  const families = BADGE_TYPES.filter((type) => catalogue.byType.has(type)).map((type) => {
    const tiers = catalogue.byType.get(type)!
    const progress = tierProgress(tiers, earnedIds)
    return {
      type,
      category: tiers[0]!.category,
      current: counters[type],
      previous_threshold: progress.previousThreshold,
      next_threshold: progress.nextThreshold,
      next_badge_id: progress.nextBadgeId,
    }
  })
  return {
    badges: catalogue.all.map((badge) => BadgeSerializer.status(badge, grantOf.get(badge.id))),
    families,
  }
}
