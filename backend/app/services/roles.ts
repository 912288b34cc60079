import { DateTime } from 'luxon'

export const ROLES = ['user', 'prouser', 'premiumuser', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Roles that may use options C/D, images and the AI analysis. */
export const PAID_ROLES: readonly Role[] = ['prouser', 'premiumuser', 'admin']

/** Paying members' polls and profiles are highlighted (the Featured badge); admins' are not. */
export function isFeaturedRole(role: Role): boolean {
  return role === 'prouser' || role === 'premiumuser'
}

/**
 * The role a user acts with right now: a basic user whose 30-day trial is still running is a
 * prouser until `trialEndsAt`. Derived on every read, so the trial ends on time even before a
 * sweep persists it.
 */
export function effectiveRole(storedRole: Role, trialEndsAt: DateTime | null, now?: DateTime): Role {
  // The clock is read only for a trial: most accounts have none (a card asks for every author).
  if (storedRole === 'user' && trialEndsAt && trialEndsAt > (now ?? DateTime.utc())) return 'prouser'
  return storedRole
}
