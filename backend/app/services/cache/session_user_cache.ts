/*
 * The account behind each live session, so the guard's check on every signed-in request
 * (the member feed, a vote, the badge poll) needs no query while the entry lives. Whatever ends
 * a session or changes an account forgets its entries in every process before it answers
 * (RevokeSession, RevokeAllSessions, the User and UserSession hooks; services/cache/shared_cache.ts);
 * the ttl only bounds what a lost invalidation could cost.
 */
import type User from '#models/user'
import { SharedCache } from '#services/cache/shared_cache'

const SESSION_USER_TTL_MS = 5_000

const MAX_ENTRIES = 20_000

/**
 * Live sessions only: a revoked session or a deleted account is never kept. The model kept is a
 * template the guard copies for each request (`copyOfSessionUser`), never handed out itself.
 */
export const sessionUsers = new SharedCache<number, User>({
  name: 'session_users',
  ttlMs: SESSION_USER_TTL_MS,
  maxEntries: MAX_ENTRIES,
  groupsOf: (user) => [userGroup(user.id)],
})

function userGroup(userId: number): string {
  return `user:${userId}`
}

/** Forgets every session entry of the user, in every process. */
export function forgetSessionsOf(userId: number): Promise<void> {
  return sessionUsers.deleteGroup(userGroup(userId))
}

/**
 * A fresh model of the template's row without converting its columns again (7 % of a signed-in
 * request's CPU in the badge-poll profile). A shallow copy suffices: every column of `users` is
 * a primitive or an immutable luxon DateTime.
 */
export function copyOfSessionUser(template: User): User {
  const UserModel = template.constructor as typeof User
  const user = new UserModel()
  user.$attributes = { ...template.$attributes }
  user.$original = { ...template.$original }
  user.$extras = { ...template.$extras }
  user.$isPersisted = true
  user.$isLocal = false
  return user
}
