import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Payment from '#models/payment'
import type { PaidPlan } from '#models/payment'
import { paymentErrors } from '#exceptions/payment_errors'
import { retryOnLockConflict } from '#services/lock_conflict_retry'
import { forgetSessionsOf } from '#services/session_user_cache'
import { cardAuthors } from '#services/card_caches'
import { paidPlanNamed } from '#services/payments/plans'
import { startPaidPeriod } from '#services/payments/paid_periods'
import { paymentErrorFrom, requirePayPal } from '#services/payments/paypal_access'
import type { PayPalOrder } from '#services/paypal/paypal_client'
import { customIdOf } from '#actions/payments/create_payment_order'

export interface CaptureInput {
  orderID: string
  userId: number
  plan?: string
}

export interface CapturedPayment {
  status: 'COMPLETED'
  role: PaidPlan
  renewalDate: string
  /** False when this call only repeated an earlier capture's answer (no mail then). */
  firstCapture: boolean
  paymentId: number
}

/**
 * Captures the member's approved order. The role changes only when PayPal says COMPLETED for the
 * amount and currency we recorded (the plan table's price), on our own order. PayPal-Request-Id
 * `capture-<payment id>` makes PayPal answer a repeated capture with the first one's result; the
 * payment row, locked in the transaction that starts the period, makes ours do the same.
 */
export async function capturePaymentOrder(
  sessionUserId: number,
  input: CaptureInput,
  now = DateTime.utc(),
): Promise<CapturedPayment> {
  const plan = paidPlanNamed(input.plan ?? '')
  if (!plan) throw paymentErrors.invalidPlan()
  const paypal = requirePayPal()
  const payment = await Payment.findBy('provider_order_id', input.orderID)
  if (!payment) throw paymentErrors.orderNotFound()
  if (payment.userId !== sessionUserId || input.userId !== sessionUserId) throw paymentErrors.orderNotYours()
  if (payment.plan !== plan.role) throw paymentErrors.planMismatch()
  if (payment.status === 'completed') return answerOf(payment, false)
  if (payment.status !== 'created') throw paymentErrors.paymentFailed(payment.failureReason ?? payment.status)

  let order: PayPalOrder
  try {
    order = await paypal.captureOrder(input.orderID, `capture-${payment.id}`)
  } catch (error) {
    throw paymentErrorFrom(error)
  }
  const problem = captureProblem(order, payment)
  if (problem) {
    await Payment.query().where('id', payment.id).where('status', 'created').update({ failure_reason: problem })
    throw paymentErrors.paymentFailed(problem)
  }

  const result = await retryOnLockConflict(() =>
    db.transaction(async (trx) => {
      const locked = await Payment.query({ client: trx }).where('id', payment.id).forUpdate().firstOrFail()
      if (locked.status === 'completed') return answerOf(locked, false)
      // Whole seconds, as the database keeps them: a replay answers the very same renewalDate.
      const capturedAt = now.startOf('second')
      const subscription = await startPaidPeriod(trx, locked, capturedAt)
      locked.useTransaction(trx)
      locked.merge({
        status: 'completed',
        capturedAt,
        providerCaptureId: order.capture!.id,
        subscriptionId: subscription.id,
        periodEnd: subscription.currentPeriodEnd,
        failureReason: null,
      })
      await locked.save()
      return answerOf(locked, true)
    }),
  )
  await Promise.all([forgetSessionsOf(sessionUserId), cardAuthors.delete(sessionUserId)])
  return result
}

/** Why a capture does not pay for the plan, or null when it does. */
function captureProblem(order: PayPalOrder, payment: Payment): string | null {
  const capture = order.capture
  if (!capture) return order.status
  if (order.status !== 'COMPLETED' || capture.status !== 'COMPLETED') return capture.status
  if (order.customId !== null && order.customId !== customIdOf(payment.id)) return 'ORDER_MISMATCH'
  const paid = capture.amount
  if (paid.currencyCode !== payment.currency || Number(paid.value).toFixed(2) !== payment.amount.toFixed(2)) {
    return 'AMOUNT_MISMATCH'
  }
  return null
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
