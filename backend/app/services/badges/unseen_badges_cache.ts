/*
 * Members known to have no unseen badge, so the 30-second poll of every signed-in tab
 * (GET /users/badges/new) usually needs no query at all. A grant, by any process or by
 * badges:backfill, forgets the member in every process (services/cache/shared_cache.ts).
 */
import { SharedCache } from '#services/cache/shared_cache'

const NO_UNSEEN_TTL_MS = 10_000
const MAX_ENTRIES = 50_000

const withoutUnseen = new SharedCache<number, true>({
  name: 'no_unseen_badges',
  ttlMs: NO_UNSEEN_TTL_MS,
  maxEntries: MAX_ENTRIES,
})

export const unseenBadges = {
  knownNone: (userId: number) => withoutUnseen.get(userId) === true,
  rememberNone: (userId: number) => withoutUnseen.set(userId, true),
  granted: (userId: number) => withoutUnseen.delete(userId),
}
