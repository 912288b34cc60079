import { randomUUID } from 'node:crypto'
import type { CreateOrderResponse } from '@dilemma/contract'
import Payment from '#models/payment'
import { paymentErrors } from '#exceptions/payment_errors'
import { clientLink } from '#services/mail/mailer'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import { PLAN_CURRENCY, PLAN_PERIOD_DAYS, paidPlanNamed } from '#services/payments/plans'
import { paymentErrorFrom, requirePayPal } from '#services/payments/paypal_access'
import { customIdOf } from '#services/payments/payment_custom_id'

export type CreatedOrder = Omit<CreateOrderResponse, 'success'>

/**
 * A PayPal order for `planName` at the plan table's price, recorded first as our payment row (the
 * member, the plan, the amount, the idempotency key PayPal creates the order with once and the
 * PayPal-Request-Id its capture will be sent with).
 */
export default class CreatePaymentOrder {
  static async handle({ userId, planName }: { userId: number; planName?: string }): Promise<CreatedOrder> {
    const plan = paidPlanNamed(planName ?? '')
    if (!plan) throw paymentErrors.invalidPlan()
    const paypal = requirePayPal()

    const payment = await Payment.create({
      userId,
      provider: 'paypal',
      plan: plan.role,
      amount: Number(plan.price),
      currency: PLAN_CURRENCY,
      status: 'created',
      idempotencyKey: randomUUID(),
      captureRequestId: randomUUID(),
    })
    const back = (status: 'success' | 'cancelled') => clientLink(CLIENT_PATHS.payment, { plan: plan.id, status })
    try {
      const order = await paypal.createOrder({
        amount: { currencyCode: PLAN_CURRENCY, value: plan.price },
        customId: customIdOf(payment.id),
        description: `Dilemma ${plan.name}, ${PLAN_PERIOD_DAYS} days`,
        returnUrl: back('success'),
        cancelUrl: back('cancelled'),
        requestId: payment.idempotencyKey,
      })
      if (!order.approveUrl) throw paymentErrors.providerUnavailable()
      payment.providerOrderId = order.id
      await payment.save()
      return { id: order.id, approveUrl: order.approveUrl }
    } catch (error) {
      payment.merge({ status: 'failed', failureReason: 'ORDER_NOT_CREATED' })
      await payment.save()
      throw paymentErrorFrom(error)
    }
  }
}
