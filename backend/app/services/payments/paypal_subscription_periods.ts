/*
 * A PayPal subscription's state, as PayPal reports it (GET /v1/billing/subscriptions/{id} or a
 * BILLING.SUBSCRIPTION.* event), applied to our row and her role inside a transaction. PayPal is
 * the truth: ACTIVE renews and is paid until `next_billing_time` (her role a grace longer,
 * renewal_grace.ts); CANCELLED, SUSPENDED and EXPIRED
 * stop the renewal and leave the role until the paid-through date (a month after PayPal's last
 * payment, when that is later than the period we knew: a cycle collected just before she
 * cancelled is hers). The period only ever moves to PayPal's dates, so an event delivered twice,
 * or two events for one renewal, extend it once.
 */
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Subscription from '#models/subscription'
import User from '#models/user'
import type { PayPalSubscription } from '#services/payments/paypal/paypal_client'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { RENEWAL_GRACE, accessEndOf } from '#services/payments/renewal_grace'

/** PayPal's statuses that end the renewal. */
const STOPPED = new Set(['CANCELLED', 'SUSPENDED', 'EXPIRED'])

/** The custom_id a PayPal subscription carries: our member and our subscription row. */
export const subscriptionCustomIdOf = (row: Subscription) => `dilemma-member:${row.userId}:subscription:${row.id}`

/** Whether PayPal's subscription is the one our row created (its custom_id names the row and her). */
export function isOurSubscription(row: Subscription, remote: PayPalSubscription): boolean {
  return remote.id === row.providerSubscriptionId && remote.customId === subscriptionCustomIdOf(row)
}

/**
 * Applies PayPal's state to the locked row; answers the member whose role or period changed, or
 * null. `remote` must be ours (isOurSubscription).
 */
export async function applyPayPalState(
  trx: TransactionClientContract,
  rowId: number,
  remote: PayPalSubscription,
  now: DateTime,
): Promise<number | null> {
  const row = await Subscription.query({ client: trx }).where('id', rowId).forUpdate().firstOrFail()
  row.useTransaction(trx)
  const nextBilling = remote.nextBillingTime ? DateTime.fromISO(remote.nextBillingTime, { zone: 'utc' }) : null
  if (remote.status === 'ACTIVE' && nextBilling?.isValid) {
    const periodEnd = nextBilling.startOf('second')
    if (row.status === 'active' && row.currentPeriodEnd?.equals(periodEnd)) return null
    // A billing time past its grace that PayPal never collected pays for nothing.
    if (periodEnd.plus(RENEWAL_GRACE) <= now) return null
    await expireOtherPeriods(trx, row, now)
    row.merge({ status: 'active', currentPeriodEnd: periodEnd, cancelledAt: null })
    await row.save()
    return grantRole(trx, row)
  }
  if (!STOPPED.has(remote.status)) return null
  if (row.status === 'approval_pending') {
    row.merge({ status: 'expired', currentPeriodEnd: now })
    await row.save()
    return null
  }
  if (row.status !== 'active' && row.status !== 'cancelled') return null
  const wasRenewing = row.status === 'active'
  // A cycle PayPal collected before the renewal stopped is paid for: a month from that payment.
  const lastPayment = remote.lastPaymentTime ? DateTime.fromISO(remote.lastPaymentTime, { zone: 'utc' }) : null
  const paidThrough = lastPayment?.isValid ? lastPayment.plus({ months: 1 }).startOf('second') : null
  const longer = paidThrough !== null && (!row.currentPeriodEnd || paidThrough > row.currentPeriodEnd)
  if (row.status === 'cancelled' && !longer) return null
  row.merge({ status: 'cancelled', cancelledAt: row.cancelledAt ?? now })
  if (longer) row.currentPeriodEnd = paidThrough
  await row.save()
  // A renewal that stopped ends her grace too: her role runs to the paid-through date.
  return longer || wasRenewing ? grantRole(trx, row) : null
}

/** A renewing plan replaces the periods bought before it (one running subscription at a time). */
async function expireOtherPeriods(trx: TransactionClientContract, row: Subscription, now: DateTime) {
  await trx
    .from('subscriptions')
    .where('user_id', row.userId)
    .whereNot('id', row.id)
    .whereIn('status', ['active', 'cancelled'])
    .where('current_period_end', '>', toSqlDateTime(now))
    .update({ status: 'expired', current_period_end: toSqlDateTime(now), updated_at: toSqlDateTime(now) })
}

/** Her role follows the row: its plan until the row's access end (with the grace while it renews). */
export async function grantRole(trx: TransactionClientContract, row: Subscription): Promise<number> {
  const user = await User.query({ client: trx }).where('id', row.userId).forUpdate().firstOrFail()
  user.useTransaction(trx)
  user.merge({ role: row.plan, planExpiresAt: accessEndOf(row), trialEndsAt: null })
  await user.save()
  return user.id
}
