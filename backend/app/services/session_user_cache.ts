/*
 * The account row behind each live session, so the guard's check on every signed-in request
 * (the member feed, a vote) needs no query while the entry lives. Whatever ends a session or
 * changes an account forgets its entries at once in this process: revokeSession,
 * revokeAllSessions and the User and UserSession hooks. Another server process honours the
 * change within SESSION_USER_TTL_MS, the price of the saved query (docs/decisions.md).
 */
import { TtlCache } from '#services/ttl_cache'

const SESSION_USER_TTL_MS = 5_000

/** `users.*` of the session's account, as the database returned it. */
type SessionUserRow = Record<string, unknown> & { id: number }

const MAX_ENTRIES = 20_000

/** Live sessions only: a revoked session or a deleted account is never kept. */
export const sessionUsers = new TtlCache<number, SessionUserRow>(SESSION_USER_TTL_MS, MAX_ENTRIES)

export function forgetSessionsOf(userId: number): void {
  sessionUsers.deleteWhere((row) => row.id === userId)
}
