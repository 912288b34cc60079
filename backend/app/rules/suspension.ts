import { DateTime } from 'luxon'
import type { SuspensionDays } from '@dilemma/contract/moderation'

export interface SuspensionState {
  suspendedAt: DateTime | null
  suspendedUntil: DateTime | null
}

/** A suspension stands from `suspendedAt` until `suspendedUntil` (for ever when that is null). */
export function isSuspended({ suspendedAt, suspendedUntil }: SuspensionState, now = DateTime.utc()): boolean {
  return suspendedAt !== null && (suspendedUntil === null || suspendedUntil > now)
}

/** When a suspension of `days` starting `now` ends; null: until lifted. */
export function suspensionEnd(days: SuspensionDays | null, now: DateTime): DateTime | null {
  return days === null ? null : now.plus({ days })
}

/**
 * The writes a suspended member keeps, by route name: she signs out everywhere, reads her notices,
 * chooses how they reach her (push, e-mail), appeals, and keeps the rights over her own account
 * and data (password, deletion, her archive), the finishing of a payment already made at PayPal
 * and its cancellation. Every other write of a signed-in account answers 403 ACCOUNT_SUSPENDED
 * (the auth middleware); a new route is refused until it is named here, and the route-table test
 * walks them all.
 */
export const WRITES_OPEN_WHILE_SUSPENDED: ReadonlySet<string> = new Set([
  'api.auth.logoutAll',
  'api.users.notices.read',
  'api.users.notice_preferences.update',
  'api.push.subscribe',
  'api.push.unsubscribe',
  'api.users.appeals.store',
  'api.users.changePassword',
  'api.users.destroy',
  'api.users.export.store',
  'api.users.badges.markSeen',
  'api.users.badges.markToasted',
  'api.paypal.captureOrder',
  'api.paypal.confirmSubscription',
  'api.paypal.cancelSubscription',
])

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether a suspended account may make this request: reads, and the writes named above. */
export function isOpenWhileSuspended(method: string, routeName: string | undefined): boolean {
  return READ_METHODS.has(method) || (routeName !== undefined && WRITES_OPEN_WHILE_SUSPENDED.has(routeName))
}
