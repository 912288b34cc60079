/*
 * A payment PayPal has completed becomes its paid period, once: the payment row is locked in the
 * transaction that starts the period, so a replayed capture, a concurrent one and the
 * PAYMENT.CAPTURE.COMPLETED webhook of a pending capture all find it completed and change nothing.
 */
import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Payment from '#models/payment'
import { customIdOf } from '#services/payments/payment_custom_id'
import { startPaidPeriod } from '#services/payments/paid_periods'
import type { PayPalAmount, PayPalOrder } from '#services/payments/paypal/paypal_client'

/** What PayPal's answer says of our payment. */
export type CaptureVerdict =
  | { kind: 'completed'; captureId: string }
  | { kind: 'pending'; captureId: string }
  | { kind: 'declined'; reason: string }
  | { kind: 'refused'; reason: string }

/** Capture statuses (payments v2) in which PayPal took no money and never will. */
export const DECLINED_CAPTURE = new Set(['DECLINED', 'FAILED'])

/** Whether PayPal's amount is the one the payment recorded (the plan table's price). */
export function paidInFull(payment: Payment, paid: PayPalAmount): boolean {
  return paid.currencyCode === payment.currency && Number(paid.value).toFixed(2) === payment.amount.toFixed(2)
}

/**
 * The verdict on PayPal's order for our payment: only the order we asked for, carrying our
 * custom_id, captured at our amount, pays for the plan. A PENDING capture is held by PayPal
 * (status_details.reason, e.g. PENDING_REVIEW) and completes later.
 */
export function verdictOf(order: PayPalOrder, payment: Payment): CaptureVerdict {
  const refused = (reason: string): CaptureVerdict => ({ kind: 'refused', reason })
  if (order.id !== payment.providerOrderId) return refused('ORDER_MISMATCH')
  if (order.customId !== null && order.customId !== customIdOf(payment.id)) return refused('ORDER_MISMATCH')
  const capture = order.capture
  if (!capture) return refused(order.status)
  if (!paidInFull(payment, capture.amount)) return refused('AMOUNT_MISMATCH')
  if (capture.status === 'PENDING') return { kind: 'pending', captureId: capture.id }
  if (DECLINED_CAPTURE.has(capture.status)) return { kind: 'declined', reason: capture.status }
  if (order.status !== 'COMPLETED' || capture.status !== 'COMPLETED') return refused(capture.status)
  return { kind: 'completed', captureId: capture.id }
}

/**
 * Completes the (created or pending) payment inside `trx`: locks its row and starts the period.
 * Answers the locked row and whether this call completed it; null when the row is neither
 * (failed, refunded) and nothing changed.
 */
export async function completePayment(
  trx: TransactionClientContract,
  paymentId: number,
  captureId: string,
  now: DateTime,
): Promise<{ payment: Payment; firstCapture: boolean } | null> {
  const locked = await Payment.query({ client: trx }).where('id', paymentId).forUpdate().firstOrFail()
  if (locked.status === 'completed') return { payment: locked, firstCapture: false }
  if (locked.status !== 'created' && locked.status !== 'pending') return null
  // Whole seconds, as the database keeps them: a replay answers the very same renewalDate.
  const capturedAt = now.startOf('second')
  const subscription = await startPaidPeriod(trx, locked, capturedAt)
  locked.useTransaction(trx)
  locked.merge({
    status: 'completed',
    capturedAt,
    providerCaptureId: captureId,
    subscriptionId: subscription.id,
    periodEnd: subscription.currentPeriodEnd,
    failureReason: null,
  })
  await locked.save()
  return { payment: locked, firstCapture: true }
}

/**
 * PayPal declined the capture of the (created or pending) payment: the row fails with PayPal's
 * status, in `trx`, and nothing is granted. Answers the row when this call failed it, else null.
 */
export async function declinePayment(
  trx: TransactionClientContract,
  paymentId: number,
  reason: string,
): Promise<Payment | null> {
  const locked = await Payment.query({ client: trx }).where('id', paymentId).forUpdate().firstOrFail()
  if (locked.status !== 'created' && locked.status !== 'pending') return null
  locked.useTransaction(trx)
  locked.merge({ status: 'failed', failureReason: reason })
  await locked.save()
  return locked
}
