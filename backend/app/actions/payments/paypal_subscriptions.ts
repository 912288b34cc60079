import { randomUUID } from 'node:crypto'
import type { ConfirmSubscriptionResponse } from '@dilemma/contract'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import { paymentErrors } from '#exceptions/payment_errors'
import { clientLink } from '#services/mail/mailer'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import { forgetSessionsOf } from '#services/cache/session_user_cache'
import { cardAuthors } from '#services/cache/card_caches'
import { paidPlanNamed } from '#services/payments/plans'
import { stillPaidAt } from '#services/payments/renewal_grace'
import { payPalPlanId, roleOfPayPalPlan } from '#services/payments/paypal_plans'
import { paymentErrorFrom, requirePayPal } from '#services/payments/paypal_access'
import {
  applyPayPalState,
  isOurSubscription,
  subscriptionCustomIdOf,
} from '#services/payments/paypal_subscription_periods'

export interface CreatedSubscription {
  id: string
  approveUrl: string
}

/** `renewalDate`: PayPal's next billing time, when the plan renews. */
export type ConfirmedSubscription = Omit<ConfirmSubscriptionResponse, 'success'>

/**
 * A monthly PayPal subscription to `planName`'s billing plan: our row first (the member, the
 * plan, waiting for her approval), then PayPal's subscription naming it in custom_id, which she
 * approves at `approveUrl`. While one of hers renews, another is 409 (PayPal would bill both).
 */
export async function createPayPalSubscription(
  userId: number,
  planName: string | undefined,
): Promise<CreatedSubscription> {
  const plan = paidPlanNamed(planName ?? '')
  if (!plan) throw paymentErrors.invalidPlan()
  const paypal = requirePayPal()
  const renewing = await Subscription.query()
    .where('user_id', userId)
    .where('provider', 'paypal')
    .where('status', 'active')
    .where(stillPaidAt(DateTime.utc()))
    .first()
  if (renewing) throw paymentErrors.alreadySubscribed()
  const row = await Subscription.create({
    userId,
    provider: 'paypal',
    plan: plan.role,
    status: 'approval_pending',
    idempotencyKey: randomUUID(),
  })
  const back = (status: 'success' | 'cancelled') =>
    clientLink(CLIENT_PATHS.payment, { plan: plan.id, billing: 'monthly', status })
  try {
    const created = await paypal.createSubscription({
      planId: await payPalPlanId(paypal, plan.role),
      customId: subscriptionCustomIdOf(row),
      returnUrl: back('success'),
      cancelUrl: back('cancelled'),
      requestId: row.idempotencyKey!,
    })
    if (!created.approveUrl) throw paymentErrors.providerUnavailable()
    row.providerSubscriptionId = created.id
    await row.save()
    return { id: created.id, approveUrl: created.approveUrl }
  } catch (error) {
    await row.delete()
    throw paymentErrorFrom(error)
  }
}

/**
 * Back from PayPal's approval: reads the subscription at PayPal. ACTIVE, ours and of the plan
 * she chose → her role until PayPal's next billing time. Still APPROVAL_PENDING → 409; another
 * member's → 403; anything else → 402 PAYMENT_FAILED with PayPal's status.
 */
export async function confirmPayPalSubscription(
  userId: number,
  subscriptionId: string,
  now = DateTime.utc(),
): Promise<ConfirmedSubscription> {
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
