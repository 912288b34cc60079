import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { BadgeType } from '#models/badge'
import { badgeCatalogue, type CatalogueBadge } from '#services/badges/badge_catalogue'
import { noticeOccasion } from '#services/notices/add_member_notice'
import { crossesTier, tiersReached } from '#services/badges/badge_tiers'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { unseenBadges } from '#services/badges/unseen_badges_cache'

/**
 * Grants the badges of `type` a counter that has just gone from `before` to `after` earns. Most
 * moves cross no tier's threshold and cost nothing; past a threshold every tier up to `after` is
 * inserted, so a tier missed earlier (a grant that failed) is repaired too. The unique (user_id, badge_id) index makes
 * it idempotent: concurrent events crossing the same threshold grant it once. It runs after the
 * event's commit and never throws: a grant must not fail the vote or like that earned it
 * (`node ace badges:backfill` grants anything missed). A badge someone else's action earned her
 * is also a notice, by push and e-mail.
 */
export async function grantTiersCrossed(userId: number, type: BadgeType, before: number, after: number) {
  try {
    const tiers = (await badgeCatalogue()).byType.get(type) ?? []
    if (!crossesTier(tiers, before, after)) return
    const reached = tiersReached(tiers, after).map((tier) => tier.id)
    if (!EARNED_BY_OTHERS.has(type)) return await insertGrants(userId, reached)
    const held = await db.from('user_badges').where('user_id', userId).whereIn('badge_id', reached).select('badge_id')
    await insertGrants(userId, reached)
    const heldIds = new Set(held.map((row) => Number(row.badge_id)))
    const earned = tiers.filter((tier) => reached.includes(tier.id) && !heldIds.has(tier.id)).at(-1)
    if (earned) await noticeBadge(userId, earned)
  } catch (error) {
    logger.warn({ err: error, userId, type, before, after }, 'badge grant failed')
  }
}

/**
 * Badges another member's action earns her (a like of her poll), most often while no page of
 * hers is open. The others come from her own action on an open page, whose badge toast tells her.
 */
const EARNED_BY_OTHERS: ReadonlySet<BadgeType> = new Set(['LIKES_RECEIVED'])

/**
 * She is told of the highest badge an event earned (a tier repaired on the way is not news) by
 * push and e-mail; once per badge, however many events race for it.
 */
function noticeBadge(userId: number, badge: CatalogueBadge): Promise<void> {
  return noticeOccasion({
    userId,
    kind: 'badge_earned',
    occasion: `badge-${badge.id}`,
    details: { badge: badge.name },
  })
}

/** Grants what a counter that has just moved up by one to `value` earns (grantTiersCrossed). */
export function grantReachedTiers(userId: number, type: BadgeType, value: number): Promise<void> {
  return grantTiersCrossed(userId, type, value - 1, value)
}

/** Inserts the grants she does not hold yet; existing ones (and their seen flags) stay. */
export async function insertGrants(userId: number, badgeIds: number[], at = DateTime.utc()): Promise<void> {
  if (badgeIds.length === 0) return
  const verb = db.connection().dialect.name === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE'
  const values = badgeIds.map(() => '(?, ?, ?, ?)').join(', ')
  const awardedAt = toSqlDateTime(at)
  await db.rawQuery(
    `${verb} INTO user_badges (user_id, badge_id, seen, awarded_at) VALUES ${values}`,
    badgeIds.flatMap((badgeId) => [userId, badgeId, 0, awardedAt]),
  )
  await unseenBadges.granted(userId)
}

/** Grants what the counters of one event reached (see applyCounterChanges). */
export async function grantCounted(values: ReadonlyArray<{ userId: number; type: BadgeType; value: number }>) {
  await Promise.all(values.map(({ userId, type, value }) => grantReachedTiers(userId, type, value)))
}
