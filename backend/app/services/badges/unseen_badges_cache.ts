/*
 * Members known to have no unseen badge, so the 30-second poll of every signed-in tab
 * (GET /users/badges/new) usually needs no query at all. A grant made by this process forgets
 * the member at once; one made by another process (or by badges:backfill) shows within the TTL,
 * well inside the polling interval.
 */
import { TtlCache } from '#services/ttl_cache'

const NO_UNSEEN_TTL_MS = 10_000
const MAX_ENTRIES = 50_000

const withoutUnseen = new TtlCache<number, true>(NO_UNSEEN_TTL_MS, MAX_ENTRIES)

export const unseenBadges = {
  knownNone: (userId: number) => withoutUnseen.get(userId) === true,
  rememberNone: (userId: number) => withoutUnseen.set(userId, true),
  granted: (userId: number) => withoutUnseen.delete(userId),
}
