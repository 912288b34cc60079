/*
 * The daily reconciliation of PayPal subscriptions (once a day across the fleet,
 * services/fleet_sweep.ts): every renewing subscription whose period ended in the last days, or
 * ends within the hour, is read from PayPal and PayPal's state applied, so a lost
 * PAYMENT.SALE.COMPLETED or BILLING.SUBSCRIPTION.* notification never loses or gives away a month.
 * A period the sweep ended on time (expired, never cancelled) is read too; one a refund ended is not.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import { runOncePerPeriod } from '#services/fleet_sweep'
import { retryOnLockConflict } from '#services/lock_conflict_retry'
import { forgetSessionsOf } from '#services/session_user_cache'
import { cardAuthors } from '#services/card_caches'
import { toSqlDateTime } from '#services/sql_datetime'
import { PayPalError, paypalClient } from '#services/paypal/paypal_client'
import { applyPayPalState, isOurSubscription } from '#services/payments/paypal_subscription_periods'

export const RECONCILE_INTERVAL_MS = 24 * 60 * 60 * 1000
/** How far back a period end is still looked at. */
const LOOK_BACK_DAYS = 3

/** Reconciles the subscriptions due around `now`; answers how many members' periods changed. */
export async function reconcilePayPalSubscriptions(now: DateTime = DateTime.utc()): Promise<number> {
  const paypal = paypalClient()
  if (!paypal) return 0
  const due = await Subscription.query()
    .where('provider', 'paypal')
    .whereNotNull('provider_subscription_id')
    .whereIn('status', ['active', 'expired'])
    .whereNull('cancelled_at')
    .whereBetween('current_period_end', [
      toSqlDateTime(now.minus({ days: LOOK_BACK_DAYS })),
      toSqlDateTime(now.plus({ hours: 1 })),
    ])
  let changed = 0
  for (const row of due) {
    const remote = await paypal.getSubscription(row.providerSubscriptionId!).catch((error) => {
      if (error instanceof PayPalError && error.httpStatus === 404) return null
      throw error
    })
    if (!remote || !isOurSubscription(row, remote)) continue
    const userId = await retryOnLockConflict(() => db.transaction((trx) => applyPayPalState(trx, row.id, remote, now)))
    if (userId === null) continue
    changed += 1
    await Promise.all([forgetSessionsOf(userId), cardAuthors.delete(userId)])
  }
  return changed
}

export function reconcilePayPalSubscriptionsPeriodically(): Promise<boolean> {
  return runOncePerPeriod('paypal_reconcile', RECONCILE_INTERVAL_MS, () => reconcilePayPalSubscriptions())
}
