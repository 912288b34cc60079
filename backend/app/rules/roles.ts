import { DateTime } from 'luxon'
import type { Role } from '@dilemma/contract/roles'

export { PAID_ROLES, ROLES, type Role } from '@dilemma/contract/roles'

/** Paying members' polls and profiles are highlighted (the Featured badge); admins' are not. */
export function isFeaturedRole(role: Role): boolean {
  return role === 'prouser' || role === 'premiumuser'
}

/**
 * The role a user acts with right now: a basic user whose 30-day trial is still running is a
 * prouser until `trialEndsAt`; a paid role whose period ended at `planExpiresAt` is a user again.
 * Derived on every read, so trials and paid periods end on time even before the sweep
 * (endExpiredPeriods) persists it. A paid role without `planExpiresAt` (set by an admin) stays.
 */
export function effectiveRole(
  storedRole: Role,
  trialEndsAt: DateTime | null,
  now?: DateTime,
  planExpiresAt?: DateTime | null,
): Role {
  // The clock is read only for a trial or a paid period: most accounts have neither.
  if (storedRole === 'user' && trialEndsAt && trialEndsAt > (now ?? DateTime.utc())) return 'prouser'
  if ((storedRole === 'prouser' || storedRole === 'premiumuser') && planExpiresAt) {
    if (planExpiresAt <= (now ?? DateTime.utc())) return 'user'
  }
  return storedRole
}
