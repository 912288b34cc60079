import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { subscriptionStatusOf } from '#queries/payments/subscription_status'
import CancelSubscription from '#actions/payments/cancel_subscription'
import CreatePayPalSubscription from '#actions/payments/create_paypal_subscription'
import ConfirmPayPalSubscription from '#actions/payments/confirm_paypal_subscription'
import { endExpiredPeriodsPeriodically } from '#sweeps/period_end'
import {
  cancelSubscriptionValidator,
  confirmSubscriptionValidator,
  createSubscriptionValidator,
} from '#validators/payments'

/** Her plan and its renewal (member-spec §3, §4, §7). */
export default class SubscriptionsController {
  /** GET /users/subscription-status → { success, currentPlan, planName, isActive, features, renewalDate, canCancel, paypalSubscriptionId } */
  async status({ auth }: HttpContext) {
    await endExpiredPeriodsPeriodically()
    return {
      success: true,
      ...(await subscriptionStatusOf(auth.use('web').getUserOrFail())),
    } satisfies Wire.SubscriptionStatus
  }

  /** POST /paypal/create-subscription {plan} → { success, id: "I-…", approveUrl } */
  async create({ auth, request }: HttpContext) {
    const { plan } = await request.validateUsing(createSubscriptionValidator)
    return {
      success: true,
      ...(await CreatePayPalSubscription.handle({ userId: auth.use('web').getUserOrFail().id, planName: plan })),
    } satisfies Wire.CreateSubscriptionResponse
  }

  /** POST /paypal/confirm-subscription {subscriptionID} → { success, status: ACTIVE, role, renewalDate } */
  async confirm({ auth, request }: HttpContext) {
    const { subscriptionID } = await request.validateUsing(confirmSubscriptionValidator)
    return {
      success: true,
      ...(await ConfirmPayPalSubscription.handle({
        userId: auth.use('web').getUserOrFail().id,
        subscriptionId: subscriptionID,
      })),
    } satisfies Wire.ConfirmSubscriptionResponse
  }

  /** POST /paypal/cancel-subscription {subscriptionId, reason} → { success, message, endsAt } */
  async cancel({ auth, request }: HttpContext) {
    const input = await request.validateUsing(cancelSubscriptionValidator)
    const { endsAt } = await CancelSubscription.handle({ userId: auth.use('web').getUserOrFail().id, ...input })
    return {
      success: true,
      message: 'Your plan will not renew; it stays active until it ends.',
      endsAt,
    } satisfies Wire.CancelSubscriptionResponse
  }
}
