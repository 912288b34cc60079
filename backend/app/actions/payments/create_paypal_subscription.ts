import { randomUUID } from 'node:crypto'
import type { CreateSubscriptionResponse } from '@dilemma/contract'
import { DateTime } from 'luxon'
import Subscription from '#models/subscription'
import { paymentErrors } from '#exceptions/payment_errors'
import { clientLink } from '#services/mail/mailer'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import { paidPlanNamed } from '#services/payments/plans'
import { stillPaidAt } from '#services/payments/renewal_grace'
import { payPalPlanId } from '#services/payments/paypal_plans'
import { paymentErrorFrom, requirePayPal } from '#services/payments/paypal_access'
import { subscriptionCustomIdOf } from '#services/payments/paypal_subscription_periods'

export type CreatedSubscription = Omit<CreateSubscriptionResponse, 'success'>

/**
 * A monthly PayPal subscription to `planName`'s billing plan: our row first (the member, the
 * plan, waiting for her approval), then PayPal's subscription naming it in custom_id, which she
 * approves at `approveUrl`. While one of hers renews, another is 409 (PayPal would bill both).
 */
export default class CreatePayPalSubscription {
  static async handle({ userId, planName }: { userId: number; planName?: string }): Promise<CreatedSubscription> {
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
}
