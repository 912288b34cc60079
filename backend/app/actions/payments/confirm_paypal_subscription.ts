import type { ConfirmSubscriptionResponse } from '@dilemma/contract'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import { paymentErrors } from '#exceptions/payment_errors'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import { forgetSessionsOf } from '#services/cache/session_user_cache'
import { cardAuthors } from '#services/cache/card_caches'
import { roleOfPayPalPlan } from '#services/payments/paypal_plans'
import { paymentErrorFrom, requirePayPal } from '#services/payments/paypal_access'
import { applyPayPalState, isOurSubscription } from '#services/payments/paypal_subscription_periods'

/** `renewalDate`: PayPal's next billing time, when the plan renews. */
export type ConfirmedSubscription = Omit<ConfirmSubscriptionResponse, 'success'>

/**
 * Back from PayPal's approval: reads the subscription at PayPal. ACTIVE, ours and of the plan
 * she chose → her role until PayPal's next billing time. Still APPROVAL_PENDING → 409; another
 * member's → 403; anything else → 402 PAYMENT_FAILED with PayPal's status.
 */
export default class ConfirmPayPalSubscription {
  static async handle({
    userId,
    subscriptionId,
    now = DateTime.utc(),
  }: {
    userId: number
    subscriptionId: string
    now?: DateTime
  }): Promise<ConfirmedSubscription> {
    const paypal = requirePayPal()
    const row = await Subscription.findBy('provider_subscription_id', subscriptionId)
    if (!row) throw paymentErrors.subscriptionNotFound()
    if (row.userId !== userId) throw paymentErrors.subscriptionNotYours()
    const remote = await paypal.getSubscription(subscriptionId).catch((error) => {
      throw paymentErrorFrom(error)
    })
    if (!isOurSubscription(row, remote)) throw paymentErrors.paymentFailed('SUBSCRIPTION_MISMATCH')
    if ((await roleOfPayPalPlan(paypal, remote.planId)) !== row.plan) throw paymentErrors.planMismatch()
    if (remote.status === 'APPROVAL_PENDING') throw paymentErrors.subscriptionNotApproved()
    if (remote.status !== 'ACTIVE' || !remote.nextBillingTime) throw paymentErrors.paymentFailed(remote.status)

    const changed = await retryOnLockConflict(() => db.transaction((trx) => applyPayPalState(trx, row.id, remote, now)))
    if (changed !== null) await Promise.all([forgetSessionsOf(changed), cardAuthors.delete(changed)])
    await row.refresh()
    return { status: 'ACTIVE', role: row.plan, renewalDate: row.currentPeriodEnd!.toUTC().toISO()! }
  }
}
