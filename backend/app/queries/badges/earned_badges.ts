import type * as Wire from '@dilemma/contract'
import { readRows } from '#services/sql/driver_sql'
import { findActiveMember } from '#queries/accounts/find_active_member'
import { badgeCatalogue, type CatalogueBadge } from '#services/badges/badge_catalogue'
import { unseenBadges } from '#services/badges/unseen_badges_cache'
import { BadgeSerializer, type GrantRow } from '#serializers/badge_serializer'

const EARNED_SQL = 'SELECT badge_id, awarded_at FROM user_badges WHERE user_id = ?'
/** On the (user_id, seen) index; polled by every signed-in tab, so one index lookup, usually empty. */
const UNSEEN_SQL = 'SELECT badge_id, awarded_at, toasted FROM user_badges WHERE user_id = ? AND seen = 0'

/** Her earned badges, newest first (ties: higher tier first). */
export async function listEarnedBadges(userId: number) {
  return serializedOf(await readRows<GrantRow>(EARNED_SQL, [userId]), BadgeSerializer.earned)
}

/**
 * Earned badges she has not seen yet, newest first, each saying whether it was toasted; no query
 * while she is known to have none.
 */
export async function listUnseenBadges(userId: number) {
  if (unseenBadges.knownNone(userId)) return []
  const grants = await readRows<GrantRow>(UNSEEN_SQL, [userId])
  if (grants.length === 0) unseenBadges.rememberNone(userId)
  return serializedOf(grants, BadgeSerializer.unseen)
}

async function serializedOf<Badge extends { earned_at: string; threshold: number }>(
  grants: GrantRow[],
  serialize: (badge: CatalogueBadge, grant: GrantRow) => Badge,
): Promise<Badge[]> {
  if (grants.length === 0) return []
  const { byId } = await badgeCatalogue()
  return grants
    .filter((grant) => byId.has(Number(grant.badge_id)))
    .map((grant) => serialize(byId.get(Number(grant.badge_id))!, grant))
    .sort((a, b) => b.earned_at.localeCompare(a.earned_at) || b.threshold - a.threshold)
}

/** `GET /users/{id}/badges`' answer: the member's earned badges, newest first; USER_NOT_FOUND for an unknown or deleted account. */
export async function memberBadgesAnswer(id: number | string): Promise<Wire.EarnedBadgesResponse> {
  const member = await findActiveMember(id)
  return { success: true, badges: await listEarnedBadges(member.id) }
}
