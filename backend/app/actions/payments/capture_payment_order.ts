import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Payment from '#models/payment'
import type { PaidPlan } from '#models/payment'
import { paymentErrors } from '#exceptions/payment_errors'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'
import { forgetSessionsOf } from '#services/cache/session_user_cache'
import { cardAuthors } from '#services/cache/card_caches'
import { paidPlanNamed } from '#services/payments/plans'
import { completePayment, declinePayment, verdictOf } from '#services/payments/complete_payment'
import { paymentErrorFrom, reasonOf, requirePayPal } from '#services/payments/paypal_access'
import { type PayPalClient, PayPalError, type PayPalOrder } from '#services/payments/paypal/paypal_client'
import type { CaptureOrderInput } from '#validators/payments'

export interface CapturedPayment {
  status: 'COMPLETED'
  role: PaidPlan
  renewalDate: string
  /** False when this call only repeated an earlier capture's answer (no mail then). */
  firstCapture: boolean
  paymentId: number
}

/** PayPal holds the capture (e.g. for review); PAYMENT.CAPTURE.COMPLETED starts the plan. */
export interface PendingPayment {
  status: 'PENDING'
}

/** Refusals the buyer fixes at PayPal by choosing another funding source (Orders v2 "Handle funding failures"). */
const BACK_TO_PAYPAL = new Set(['INSTRUMENT_DECLINED', 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING'])

/**
 * Captures the member's approved order. The role changes only when PayPal answers COMPLETED for
 * the very order we asked for, with our custom_id, amount and currency. The capture is sent with
 * the payment row's own PayPal-Request-Id (a UUID), so a retry of this row gets PayPal's first
 * answer and no other row's answer can come back. A pending row asks PayPal for the order again.
 */
export default class CapturePaymentOrder {
  static async handle({
    sessionUserId,
    input,
    now = DateTime.utc(),
  }: {
    sessionUserId: number
    input: CaptureOrderInput
    now?: DateTime
  }): Promise<CapturedPayment | PendingPayment> {
    const plan = paidPlanNamed(input.plan ?? '')
    if (!plan) throw paymentErrors.invalidPlan()
    const paypal = requirePayPal()
    const payment = await Payment.findBy('provider_order_id', input.orderID)
    if (!payment) throw paymentErrors.orderNotFound()
    if (payment.userId !== sessionUserId || input.userId !== sessionUserId) throw paymentErrors.orderNotYours()
    if (payment.plan !== plan.role) throw paymentErrors.planMismatch()
    if (payment.status === 'completed') return answerOf(payment, false)
    if (payment.status !== 'created' && payment.status !== 'pending') {
      throw paymentErrors.paymentFailed(payment.failureReason ?? payment.status)
    }

    const order = payment.status === 'pending' ? await orderOf(paypal, payment) : await capturedOrder(paypal, payment)
    const verdict = verdictOf(order, payment)
    if (verdict.kind === 'refused') {
      await Payment.query()
        .where('id', payment.id)
        .whereIn('status', ['created', 'pending'])
        .update({ failure_reason: verdict.reason })
      throw paymentErrors.paymentFailed(verdict.reason)
    }
    if (verdict.kind === 'declined') {
      await db.transaction((trx) => declinePayment(trx, payment.id, verdict.reason))
      throw paymentErrors.paymentFailed(verdict.reason)
    }
    if (verdict.kind === 'pending') {
      await Payment.query()
        .where('id', payment.id)
        .where('status', 'created')
        .update({ status: 'pending', provider_capture_id: verdict.captureId })
      return { status: 'PENDING' }
    }

    const completed = await retryOnLockConflict(() =>
      db.transaction((trx) => completePayment(trx, payment.id, verdict.captureId, now)),
    )
    if (!completed) throw paymentErrors.paymentFailed('REFUNDED')
    await Promise.all([forgetSessionsOf(sessionUserId), cardAuthors.delete(sessionUserId)])
    return answerOf(completed.payment, completed.firstCapture)
  }
}

/**
 * PayPal's order after our capture call. ORDER_ALREADY_CAPTURED (our first answer was lost and
 * PayPal no longer knows the request id) reads the order, whose capture the verdict then judges.
 * A refusal the buyer can fix answers the payer-action link; the next capture of this row is a
 * new request, so it gets a new request id.
 */
async function capturedOrder(paypal: PayPalClient, payment: Payment): Promise<PayPalOrder> {
  try {
    return await paypal.captureOrder(payment.providerOrderId!, payment.captureRequestId)
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error
    if (error.issue === 'ORDER_ALREADY_CAPTURED') return orderOf(paypal, payment)
    if (error.issue && BACK_TO_PAYPAL.has(error.issue) && error.payerActionUrl) {
      await Payment.query()
        .where('id', payment.id)
        .where('status', 'created')
        .update({ capture_request_id: randomUUID(), failure_reason: error.issue })
      throw paymentErrors.payerActionRequired(reasonOf(error), error.payerActionUrl)
    }
    throw paymentErrorFrom(error)
  }
}

async function orderOf(paypal: PayPalClient, payment: Payment): Promise<PayPalOrder> {
  try {
    return await paypal.getOrder(payment.providerOrderId!)
  } catch (error) {
    throw paymentErrorFrom(error)
  }
}

function answerOf(payment: Payment, firstCapture: boolean): CapturedPayment {
  return {
    status: 'COMPLETED',
    role: payment.plan,
    renewalDate: payment.periodEnd!.toUTC().toISO()!,
    firstCapture,
    paymentId: payment.id,
  }
}
