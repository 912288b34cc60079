/*
 * The daily reconciliation with PayPal (once a day across the fleet, services/system/fleet_sweep.ts), so
 * a lost notification never loses or gives away a month:
 * - every renewing subscription whose period ended in the last days, or ends within the hour, is
 *   read from PayPal and PayPal's state applied (a lost PAYMENT.SALE.COMPLETED or
 *   BILLING.SUBSCRIPTION.*): a payment PayPal shows extends it, a subscription no longer ACTIVE
 *   ends her grace (renewal_grace.ts). A period the sweep ended (expired, never cancelled) is read
 *   too; one a refund ended is not;
 * - every one-time payment PayPal held (PENDING) in the last month is read again
 *   (GET /v2/checkout/orders/{id}) and completed once PayPal completed its capture (a lost
 *   PAYMENT.CAPTURE.COMPLETED), or failed, with a mail to her, once PayPal declined it (a lost
 *   PAYMENT.CAPTURE.DENIED).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import { runOncePerPeriod } from '#services/system/fleet_sweep'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import { forgetSessionsOf } from '#services/cache/session_user_cache'
import { cardAuthors } from '#services/cache/card_caches'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { type PayPalClient, PayPalError, paypalClient } from '#services/payments/paypal/paypal_client'
import { applyPayPalState, isOurSubscription } from '#services/payments/paypal_subscription_periods'
import { completePayment, declinePayment, verdictOf } from '#services/payments/complete_payment'
import { sendPaymentDeclinedOf, sendReceiptOf } from '#services/payments/payment_mails'
import { RENEWAL_GRACE } from '#services/payments/renewal_grace'

const RECONCILE_INTERVAL_MS = 24 * 60 * 60 * 1000
/** How far back a period end is still looked at: its grace, and a few days on for a late renewal. */
const LOOK_BACK = { days: RENEWAL_GRACE.days + 3 }
/** How long PayPal may hold a capture before we stop asking (PayPal's reviews take days). */
const HELD_PAYMENT_DAYS = 30

/** PayPal's answer, or null for a resource PayPal does not know. */
function unlessNotFound<T>(call: Promise<T>): Promise<T | null> {
  return call.catch((error) => {
    if (error instanceof PayPalError && error.httpStatus === 404) return null
    throw error
  })
}

/** Her role changed: every process forgets her cached session and cards. */
async function forget(userId: number) {
  await Promise.all([forgetSessionsOf(userId), cardAuthors.delete(userId)])
}

/** Reconciles what is due around `now`; answers how many members' periods changed. */
export async function reconcileWithPayPal(now: DateTime = DateTime.utc()): Promise<number> {
  const paypal = paypalClient()
  if (!paypal) return 0
  return (await reconcileRenewals(paypal, now)) + (await completeHeldPayments(paypal, now))
}

async function reconcileRenewals(paypal: PayPalClient, now: DateTime): Promise<number> {
  const due = await Subscription.query()
    .where('provider', 'paypal')
    .whereNotNull('provider_subscription_id')
    .whereIn('status', ['active', 'expired'])
    .whereNull('cancelled_at')
    .whereBetween('current_period_end', [toSqlDateTime(now.minus(LOOK_BACK)), toSqlDateTime(now.plus({ hours: 1 }))])
  let changed = 0
  for (const row of due) {
    const remote = await unlessNotFound(paypal.getSubscription(row.providerSubscriptionId!))
    if (!remote || !isOurSubscription(row, remote)) continue
    const userId = await retryOnLockConflict(() => db.transaction((trx) => applyPayPalState(trx, row.id, remote, now)))
    if (userId === null) continue
    changed += 1
    await forget(userId)
  }
  return changed
}

async function completeHeldPayments(paypal: PayPalClient, now: DateTime): Promise<number> {
  const held = await Payment.query()
    .where('status', 'pending')
    .where('created_at', '>=', toSqlDateTime(now.minus({ days: HELD_PAYMENT_DAYS })))
  let changed = 0
  for (const payment of held) {
    const order = await unlessNotFound(paypal.getOrder(payment.providerOrderId!))
    const verdict = order && verdictOf(order, payment)
    if (verdict?.kind === 'declined') {
      const declined = await db.transaction((trx) => declinePayment(trx, payment.id, verdict.reason))
      if (declined) await sendPaymentDeclinedOf(declined)
      continue
    }
    if (verdict?.kind !== 'completed') continue
    const completed = await retryOnLockConflict(() =>
      db.transaction((trx) => completePayment(trx, payment.id, verdict.captureId, now)),
    )
    if (!completed?.firstCapture) continue
    changed += 1
    await forget(payment.userId)
    await sendReceiptOf(completed.payment)
  }
  return changed
}

export function reconcileWithPayPalPeriodically(): Promise<boolean> {
  return runOncePerPeriod('paypal_reconcile', RECONCILE_INTERVAL_MS, () => reconcileWithPayPal())
}
