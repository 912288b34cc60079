/*
 * PayPal's PAYMENT.CAPTURE.* notifications for our one-time orders, applied inside the webhook's
 * transaction. The resource is a capture (payments_payment_v2.json): its id, status, amount,
 * custom_id and `supplementary_data.related_ids.order_id`; a refund names its capture by its `up`
 * link (…/v2/payments/captures/<id>).
 */
import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import User from '#models/user'
import { DECLINED_CAPTURE, completePayment, declinePayment, paidInFull } from '#services/payments/complete_payment'
import { paymentIdOf } from '#services/payments/payment_custom_id'
import type { PayPalSubscription } from '#services/payments/paypal/paypal_client'

export interface EventResource {
  id?: unknown
  status?: unknown
  custom_id?: unknown
  amount?: { currency_code?: unknown; value?: unknown }
  supplementary_data?: { related_ids?: { order_id?: unknown } }
  links?: { rel?: unknown; href?: unknown }[]
  /** A refund of a subscription's sale names the sale. */
  sale_id?: unknown
}

/**
 * What applying an event changed: the member whose role changed, a receipt to mail her, or the
 * subscription whose renewal PayPal could not collect.
 */
export interface EventEffect {
  userId: number | null
  receipt?: Payment
  paymentFailed?: Subscription
  /** A month of a subscription PayPal collected, and when the period it pays for began: her receipt. */
  renewalPaid?: { payment: Payment; periodStart: DateTime }
  /** A one-time payment PayPal held and then declined: she is told. */
  declined?: Payment
}

/** Applies one verified event inside its transaction; `remote` is the subscription it names, read from PayPal. */
export type EventHandler = (
  trx: TransactionClientContract,
  resource: EventResource,
  now: DateTime,
  remote: PayPalSubscription | null,
) => Promise<EventEffect>

const NOTHING: EventEffect = { userId: null }

/**
 * PAYMENT.CAPTURE.COMPLETED: a capture PayPal held (PENDING) is completed, so the period it paid
 * for starts. Only our payment for that very order and amount; a payment already completed
 * (the capture call answered COMPLETED first) changes nothing.
 */
export async function completeHeldCapture(
  trx: TransactionClientContract,
  resource: EventResource,
  now: DateTime,
): Promise<EventEffect> {
  const payment = await paymentOfCapture(trx, resource)
  const amount = resource.amount
  if (!payment || resource.status !== 'COMPLETED') return NOTHING
  if (typeof amount?.currency_code !== 'string' || typeof amount.value !== 'string') return NOTHING
  if (!paidInFull(payment, { currencyCode: amount.currency_code, value: amount.value })) return NOTHING
  const completed = await completePayment(trx, payment.id, resource.id as string, now)
  if (!completed?.firstCapture) return NOTHING
  return { userId: payment.userId, receipt: completed.payment }
}

/**
 * PAYMENT.CAPTURE.DENIED (PayPal's name; PAYMENT.CAPTURE.DECLINED too): a capture PayPal held is
 * declined (capture status DECLINED or FAILED). Our payment for that order fails; she stays where
 * she was and is told. A payment already completed or failed changes nothing.
 */
export async function failDeclinedCapture(trx: TransactionClientContract, resource: EventResource) {
  const payment = await paymentOfCapture(trx, resource)
  if (!payment || typeof resource.status !== 'string' || !DECLINED_CAPTURE.has(resource.status)) return NOTHING
  const declined = await declinePayment(trx, payment.id, resource.status)
  return declined ? { userId: null, declined } : NOTHING
}

/** Our payment a capture resource is for: named by its custom_id, for the order in related_ids. */
async function paymentOfCapture(trx: TransactionClientContract, resource: EventResource) {
  const paymentId = paymentIdOf(resource.custom_id)
  const orderId = resource.supplementary_data?.related_ids?.order_id
  if (typeof resource.id !== 'string' || paymentId === null) return null
  const payment = await Payment.find(paymentId, { client: trx })
  return payment && payment.providerOrderId === orderId ? payment : null
}

/**
 * PAYMENT.CAPTURE.REFUNDED / REVERSED, PAYMENT.SALE.REFUNDED / REVERSED: the period the capture
 * or the subscription's sale paid for ends now.
 */
export async function takeBackCapture(
  trx: TransactionClientContract,
  resource: EventResource,
  now: DateTime,
): Promise<EventEffect> {
  const captureId = capturedIdOf(resource)
  if (!captureId) return NOTHING
  const payment = await Payment.query({ client: trx }).where('provider_capture_id', captureId).forUpdate().first()
  if (!payment || payment.status !== 'completed') return NOTHING
  payment.useTransaction(trx)
  payment.status = 'refunded'
  await payment.save()
  if (payment.subscriptionId === null) return NOTHING
  const subscription = await Subscription.query({ client: trx }).where('id', payment.subscriptionId).forUpdate().first()
  if (!subscription || subscription.status === 'expired') return NOTHING
  subscription.useTransaction(trx)
  // cancelled_at marks a period a refund ended: the reconciliation leaves it ended.
  subscription.merge({ status: 'expired', currentPeriodEnd: now, cancelledAt: now })
  await subscription.save()

  const user = await User.query({ client: trx }).where('id', payment.userId).forUpdate().firstOrFail()
  if (user.role !== subscription.plan) return NOTHING
  user.useTransaction(trx)
  user.merge({ role: 'user', planExpiresAt: null })
  await user.save()
  return { userId: user.id }
}

/** A refund names its capture by its `up` link (a sale's refund by `sale_id`); a reversal is the capture or sale itself. */
function capturedIdOf(resource: EventResource): string | null {
  if (typeof resource.sale_id === 'string') return resource.sale_id
  const up = resource.links?.find((link) => link.rel === 'up' && typeof link.href === 'string')
  if (up) {
    const match = /\/captures\/([^/?#]+)/.exec(String(up.href))
    if (match) return decodeURIComponent(match[1]!)
  }
  return typeof resource.id === 'string' ? resource.id : null
}
