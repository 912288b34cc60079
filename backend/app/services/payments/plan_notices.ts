/*
 * Her plan's notices, left in the app and handed to the job queue for push and e-mail
 * (services/notices/add_member_notice.ts), each once per occasion: her monthly plan renews in 3
 * days, PayPal collected a month (the receipt), PayPal could not collect it, her trial or cancelled
 * plan ends in 3 days. Their facts (plan, amount, period) are written with the notice.
 */
import type { DateTime } from 'luxon'
import type Payment from '#models/payment'
import type Subscription from '#models/subscription'
import type { PaidPlan } from '#models/payment'
import { noticeOccasion } from '#services/notices/add_member_notice'
import { PLAN_CURRENCY, planOfRole } from '#services/payments/plans'

function isoOf(date: DateTime): string {
  return date.toUTC().toISO()!
}

/** Her renewing plan is charged again at `periodEnd`. */
export function noticeRenewalSoon(subscription: Subscription, periodEnd: DateTime): Promise<void> {
  const plan = planOfRole(subscription.plan)
  return noticeOccasion({
    userId: subscription.userId,
    kind: 'plan_renews_soon',
    occasion: `subscription-${subscription.id}-${periodEnd.toUnixInteger()}`,
    details: { plan: plan.name, amount: plan.price, currency: PLAN_CURRENCY, period_end: isoOf(periodEnd) },
  })
}

/** The receipt of a month PayPal collected: `payment` paid for `periodStart` to `periodEnd`. */
export function noticeRenewalPaid(payment: Payment, periodStart: DateTime, periodEnd: DateTime): Promise<void> {
  return noticeOccasion({
    userId: payment.userId,
    kind: 'renewal_paid',
    occasion: `payment-${payment.id}`,
    details: {
      plan: planOfRole(payment.plan).name,
      amount: payment.amount.toFixed(2),
      currency: payment.currency,
      period_start: isoOf(periodStart),
      period_end: isoOf(periodEnd),
    },
  })
}

/** PayPal could not collect the renewal; her plan stays until `paidUntil`. */
export function noticePaymentFailed(subscription: Subscription, paidUntil: DateTime): Promise<void> {
  return noticeOccasion({
    userId: subscription.userId,
    kind: 'payment_failed',
    occasion: `subscription-${subscription.id}-${paidUntil.toUnixInteger()}`,
    details: { plan: planOfRole(subscription.plan).name, period_end: isoOf(paidUntil) },
  })
}

/** Her trial, or her cancelled paid plan, ends at `periodEnd`. */
export function noticePlanEnding(
  userId: number,
  ending: { trial: boolean; plan: PaidPlan; periodEnd: DateTime },
): Promise<void> {
  return noticeOccasion({
    userId,
    kind: 'plan_ending',
    occasion: `${ending.trial ? 'trial' : 'plan'}-${ending.periodEnd.toUnixInteger()}`,
    details: { plan: planOfRole(ending.plan).name, period_end: isoOf(ending.periodEnd), trial: ending.trial },
  })
}
