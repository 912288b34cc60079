import type { PayPalWebhookOutcome } from '@dilemma/contract'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { paymentErrors } from '#exceptions/payment_errors'
import { requirePayPal } from '#services/payments/paypal_access'
import { isUniqueViolation } from '#services/sql/sql_results'
import { forgetSessionsOf } from '#services/cache/session_user_cache'
import { cardAuthors } from '#services/cache/card_caches'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import logger from '@adonisjs/core/services/logger'
import { sendPaymentDeclinedOf, sendReceiptOf } from '#services/payments/payment_mails'
import { noticePaymentFailed, noticeRenewalPaid } from '#services/payments/plan_notices'
import { accessEndOf } from '#services/payments/renewal_grace'
import Subscription from '#models/subscription'
import {
  type EventEffect,
  type EventHandler,
  type EventResource,
  completeHeldCapture,
  failDeclinedCapture,
  takeBackCapture,
} from '#services/payments/capture_events'
import {
  followSubscription,
  noteFailedPayment,
  recordSubscriptionSale,
  subscriptionIdOf,
} from '#services/payments/subscription_events'
import { type PayPalClient, PayPalError } from '#services/payments/paypal/paypal_client'

/** The events we act on; every other verified event is recorded and ignored. */
const HANDLERS = new Map<string, EventHandler>([
  ['PAYMENT.CAPTURE.COMPLETED', completeHeldCapture],
  ['PAYMENT.CAPTURE.DENIED', failDeclinedCapture],
  ['PAYMENT.CAPTURE.DECLINED', failDeclinedCapture],
  ['PAYMENT.CAPTURE.REFUNDED', takeBackCapture],
  ['PAYMENT.CAPTURE.REVERSED', takeBackCapture],
  ['PAYMENT.SALE.COMPLETED', recordSubscriptionSale],
  ['PAYMENT.SALE.REFUNDED', takeBackCapture],
  ['PAYMENT.SALE.REVERSED', takeBackCapture],
  ['BILLING.SUBSCRIPTION.ACTIVATED', followSubscription],
  ['BILLING.SUBSCRIPTION.CANCELLED', followSubscription],
  ['BILLING.SUBSCRIPTION.SUSPENDED', followSubscription],
  ['BILLING.SUBSCRIPTION.EXPIRED', followSubscription],
  ['BILLING.SUBSCRIPTION.PAYMENT.FAILED', noteFailedPayment],
])

/** Events whose subscription is read from PayPal before they are applied. */
const READS_SUBSCRIPTION = new Set([
  'PAYMENT.SALE.COMPLETED',
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
])

interface WebhookEvent {
  id?: unknown
  event_type?: unknown
  resource?: EventResource
}

/**
 * A PayPal notification, verified by PayPal (verify-webhook-signature over the raw body) before
 * anything is read from it. Each event id is recorded in the transaction that applies it, so a
 * redelivered event changes nothing. A completed capture PayPal had held starts its period, a
 * declined one fails its payment; a refunded or reversed capture or sale of ours ends its period;
 * a subscription's sale, status change or failed payment follows PayPal's state of that
 * subscription.
 */
export default class HandlePayPalWebhook {
  static async handle({
    headers,
    rawBody,
    now = DateTime.utc(),
  }: {
    headers: Record<string, string | undefined>
    rawBody: string
    now?: DateTime
  }): Promise<PayPalWebhookOutcome> {
    const paypal = requirePayPal()
    if (!(await paypal.verifyWebhookSignature(headers, rawBody))) throw paymentErrors.webhookNotVerified()
    const event = parseEvent(rawBody)
    if (!event) throw paymentErrors.webhookNotVerified()
    const handler = HANDLERS.get(event.type)
    const remote = READS_SUBSCRIPTION.has(event.type) ? await subscriptionOf(paypal, event) : null

    let effect: EventEffect = { userId: null }
    try {
      await db.transaction(async (trx) => {
        await trx.table('paypal_webhook_events').insert({
          event_id: event.id,
          event_type: event.type,
          created_at: toSqlDateTime(now),
          updated_at: toSqlDateTime(now),
        })
        if (handler) effect = await handler(trx, event.resource, now, remote)
      })
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate'
      throw error
    }
    if (effect.userId !== null) await Promise.all([forgetSessionsOf(effect.userId), cardAuthors.delete(effect.userId)])
    if (effect.receipt) {
      await sendReceiptOf(effect.receipt).catch((error) =>
        logger.error({ err: error }, 'payment receipt after PAYMENT.CAPTURE.COMPLETED not sent'),
      )
    }
    if (effect.declined) {
      await sendPaymentDeclinedOf(effect.declined).catch((error) =>
        logger.error({ err: error }, 'payment declined mail not sent'),
      )
    }
    if (effect.paymentFailed) {
      // The row as it was before PayPal's state was applied: renewing, so paid through the grace.
      await noticePaymentFailed(effect.paymentFailed, accessEndOf(effect.paymentFailed)!).catch((error) =>
        logger.error({ err: error }, 'payment failed notice not left'),
      )
    }
    if (effect.renewalPaid) await noticeReceipt(effect.renewalPaid)
    return handler ? 'processed' : 'ignored'
  }
}

/** Her receipt for a month PayPal collected: the period runs to the subscription's new end. */
async function noticeReceipt({ payment, periodStart }: NonNullable<EventEffect['renewalPaid']>): Promise<void> {
  try {
    const subscription = await Subscription.findOrFail(payment.subscriptionId)
    await noticeRenewalPaid(payment, periodStart, subscription.currentPeriodEnd ?? periodStart)
  } catch (error) {
    logger.error({ err: error, paymentId: payment.id }, 'receipt notice not left')
  }
}

/** The subscription the event names, as PayPal has it now; null when PayPal knows none. */
async function subscriptionOf(paypal: PayPalClient, event: { type: string; resource: EventResource }) {
  const id = subscriptionIdOf(event.type, event.resource)
  if (!id) return null
  try {
    return await paypal.getSubscription(id)
  } catch (error) {
    // Anything but "no such subscription" is thrown, so that PayPal delivers the event again.
    if (error instanceof PayPalError && error.httpStatus === 404) return null
    throw error
  }
}

function parseEvent(rawBody: string): { id: string; type: string; resource: EventResource } | null {
  let event: WebhookEvent
  try {
    event = JSON.parse(rawBody) as WebhookEvent
  } catch {
    return null
  }
  if (typeof event.id !== 'string' || typeof event.event_type !== 'string') return null
  const resource = typeof event.resource === 'object' && event.resource !== null ? event.resource : {}
  return { id: event.id.slice(0, 191), type: event.event_type.slice(0, 100), resource }
}
