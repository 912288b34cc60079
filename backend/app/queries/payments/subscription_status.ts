import { DateTime } from 'luxon'
import type { SubscriptionStatus } from '@dilemma/contract'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import { DECLINED_CAPTURE } from '#services/payments/complete_payment'
import type User from '#models/user'
import { effectiveRole } from '#rules/roles'
import { planOfRole } from '#services/payments/plans'
import { publicSubscriptionId } from '#services/payments/subscription_ids'
import { stillPaidAt } from '#services/payments/renewal_grace'

export type SubscriptionStatusView = Omit<SubscriptionStatus, 'success'>

/** How long a declined payment is still shown. */
const DECLINED_SHOWN = { days: 30 }

/** Her latest payment (one still being created aside) when PayPal declined it lately, else null. */
async function declinedPaymentOf(userId: number, now: DateTime): Promise<SubscriptionStatusView['declinedPayment']> {
  const latest = await Payment.query()
    .where('user_id', userId)
    .whereNot('status', 'created')
    .orderBy('id', 'desc')
    .first()
  if (latest?.status !== 'failed' || !DECLINED_CAPTURE.has(latest.failureReason ?? '')) return null
  if (latest.updatedAt < now.minus(DECLINED_SHOWN)) return null
  return { plan: planOfRole(latest.plan).id, declinedAt: latest.updatedAt.toUTC().toISO()! }
}

/** Her running subscription (active or cancelled, period not over or renewing within its grace), or null. */
export function runningSubscriptionOf(userId: number, now: DateTime) {
  return Subscription.query()
    .where('user_id', userId)
    .whereIn('status', ['active', 'cancelled'])
    .where(stillPaidAt(now))
    .orderBy('current_period_end', 'desc')
    .first()
}

/**
 * Her plan as member-spec §3 names it. `renewalDate` is PayPal's next billing time while a PayPal
 * subscription renews (`renews`), else the day the plan ends. A trial is Pro until the trial ends, without anything to
 * cancel; an admin counts as Premium. The role is derived at `now`, as for every other read.
 */
export async function subscriptionStatusOf(user: User, now = DateTime.utc()): Promise<SubscriptionStatusView> {
  const role = effectiveRole(user.role, user.trialEndsAt, now, user.planExpiresAt)
  const plan = planOfRole(role === 'admin' ? 'premiumuser' : role)
  const base = {
    currentPlan: plan.id,
    planName: plan.name,
    features: plan.features,
    declinedPayment: await declinedPaymentOf(user.id, now),
  }
  if (role === 'user') {
    return { ...base, isActive: false, renewalDate: null, renews: false, canCancel: false, paypalSubscriptionId: null }
  }
  if (user.role === 'user') {
    const trialEnd = user.trialEndsAt!.toUTC().toISO()
    return {
      ...base,
      isActive: true,
      renewalDate: trialEnd,
      renews: false,
      canCancel: false,
      paypalSubscriptionId: null,
    }
  }
  const subscription = role === 'admin' ? null : await runningSubscriptionOf(user.id, now)
  const periodEnd = subscription?.currentPeriodEnd ?? user.planExpiresAt
  // Only a PayPal subscription renews; a one-time month simply ends, with nothing to cancel.
  const renews = subscription?.status === 'active' && subscription.provider === 'paypal'
  return {
    ...base,
    isActive: !subscription || subscription.status === 'active',
    renewalDate: periodEnd?.toUTC().toISO() ?? null,
    renews,
    canCancel: renews,
    paypalSubscriptionId: subscription ? publicSubscriptionId(subscription) : null,
  }
}
