import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import User from '#models/user'
import { paymentErrors } from '#exceptions/payment_errors'
import { requirePayPal } from '#services/payments/paypal_access'
import { isUniqueViolation } from '#services/sql_results'
import { forgetSessionsOf } from '#services/session_user_cache'
import { cardAuthors } from '#services/card_caches'
import { toSqlDateTime } from '#services/sql_datetime'

/** The events that take a captured payment back. */
const CAPTURE_TAKEN_BACK = new Set(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'])

interface WebhookEvent {
  id?: unknown
  event_type?: unknown
  resource?: { id?: unknown; links?: { rel?: unknown; href?: unknown }[] }
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored'

/**
 * A PayPal notification, verified by PayPal (verify-webhook-signature over the raw body) before
 * anything is read from it. Each event id is recorded in the transaction that applies it, so a
 * redelivered event changes nothing. A refunded or reversed capture of ours ends its period: the
 * subscription expires now and the member is a user again.
 */
export async function handlePayPalWebhook(
  headers: Record<string, string | undefined>,
  rawBody: string,
  now = DateTime.utc(),
): Promise<WebhookOutcome> {
  const paypal = requirePayPal()
  if (!(await paypal.verifyWebhookSignature(headers, rawBody))) throw paymentErrors.webhookNotVerified()
  const event = parseEvent(rawBody)
  if (!event) throw paymentErrors.webhookNotVerified()

  let changedUser: number | null = null
  try {
    await db.transaction(async (trx) => {
      await trx.table('paypal_webhook_events').insert({
        event_id: event.id,
        event_type: event.type,
        created_at: toSqlDateTime(now),
        updated_at: toSqlDateTime(now),
      })
      if (CAPTURE_TAKEN_BACK.has(event.type) && event.captureId) {
        changedUser = await takeBackCapture(trx, event.captureId, now)
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate'
    throw error
  }
  if (changedUser !== null) {
    await Promise.all([forgetSessionsOf(changedUser), cardAuthors.delete(changedUser)])
    return 'processed'
  }
  return CAPTURE_TAKEN_BACK.has(event.type) ? 'processed' : 'ignored'
}

function parseEvent(rawBody: string): { id: string; type: string; captureId: string | null } | null {
  let event: WebhookEvent
  try {
    event = JSON.parse(rawBody) as WebhookEvent
  } catch {
    return null
  }
  if (typeof event.id !== 'string' || typeof event.event_type !== 'string') return null
  return { id: event.id.slice(0, 191), type: event.event_type.slice(0, 100), captureId: capturedIdOf(event) }
}

/** A refund names its capture by its `up` link (…/v2/payments/captures/<id>); a reversal is the capture itself. */
function capturedIdOf(event: WebhookEvent): string | null {
  const up = event.resource?.links?.find((link) => link.rel === 'up' && typeof link.href === 'string')
  if (up) {
    const match = /\/captures\/([^/?#]+)/.exec(String(up.href))
    if (match) return decodeURIComponent(match[1]!)
  }
  return typeof event.resource?.id === 'string' ? event.resource.id : null
}

/** Ends the period the capture paid for; returns the member whose role changed, or null. */
async function takeBackCapture(trx: TransactionClientContract, captureId: string, now: DateTime) {
  const payment = await Payment.query({ client: trx }).where('provider_capture_id', captureId).forUpdate().first()
  if (!payment || payment.status !== 'completed') return null
  payment.useTransaction(trx)
  payment.status = 'refunded'
  await payment.save()
  if (payment.subscriptionId === null) return null
  const subscription = await Subscription.query({ client: trx }).where('id', payment.subscriptionId).forUpdate().first()
  if (!subscription || subscription.status === 'expired') return null
  subscription.useTransaction(trx)
  subscription.merge({ status: 'expired', currentPeriodEnd: now })
  await subscription.save()

  const user = await User.query({ client: trx }).where('id', payment.userId).forUpdate().firstOrFail()
  if (user.role !== subscription.plan) return null
  user.useTransaction(trx)
  user.merge({ role: 'user', planExpiresAt: null })
  await user.save()
  return user.id
}
