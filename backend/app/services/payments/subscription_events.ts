/*
 * PayPal's notifications about our monthly subscriptions, applied inside the webhook's
 * transaction. The event only names the subscription (`billing_agreement_id` of a sale, the `id`
 * of a BILLING.SUBSCRIPTION.* resource); its state is read from PayPal before the transaction
 * (`remote`), so events arriving late or out of order still leave PayPal's current state.
 */
import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import type { PayPalSubscription } from '#services/payments/paypal/paypal_client'
import { PLAN_CURRENCY, planOfRole } from '#services/payments/plans'
import { applyPayPalState, isOurSubscription } from '#services/payments/paypal_subscription_periods'
import { accessEndOf } from '#services/payments/renewal_grace'
import type { EventEffect, EventHandler, EventResource } from '#services/payments/capture_events'

/** A sale of a subscription (payments v1 `sale`, PAYMENT.SALE.*). */
interface SaleResource extends EventResource {
  billing_agreement_id?: unknown
  state?: unknown
}

/** The subscription an event is about: a sale's billing agreement, else the resource itself. */
export function subscriptionIdOf(eventType: string, resource: EventResource): string | null {
  const id = eventType.startsWith('PAYMENT.SALE.') ? (resource as SaleResource).billing_agreement_id : resource.id
  return typeof id === 'string' && id.startsWith('I-') ? id : null
}

async function ourRow(trx: TransactionClientContract, remote: PayPalSubscription | null) {
  if (!remote) return null
  const row = await Subscription.query({ client: trx }).where('provider_subscription_id', remote.id).first()
  return row && isOurSubscription(row, remote) ? row : null
}

/**
 * PAYMENT.SALE.COMPLETED: PayPal collected a cycle. The sale is recorded once as a payment of the
 * subscription (a refund or reversal names it), and the period moves to PayPal's next billing time.
 * A new sale is her receipt; the period it pays for began where the row's period ended (or now, for
 * the first).
 */
export const recordSubscriptionSale: EventHandler = async (trx, resource, now, remote) => {
  const row = await ourRow(trx, remote)
  const sale = resource as SaleResource & { amount?: { total?: unknown; currency?: unknown } }
  if (!row || typeof sale.id !== 'string' || sale.state !== 'completed') return { userId: null }
  const known = await Payment.query({ client: trx }).where('provider_capture_id', sale.id).first()
  let renewalPaid: EventEffect['renewalPaid']
  if (!known) {
    const payment = await Payment.create(
      {
        userId: row.userId,
        provider: 'paypal',
        plan: row.plan,
        amount: Number(typeof sale.amount?.total === 'string' ? sale.amount.total : planOfRole(row.plan).price),
        currency: typeof sale.amount?.currency === 'string' ? sale.amount.currency : PLAN_CURRENCY,
        status: 'completed',
        idempotencyKey: randomUUID(),
        captureRequestId: randomUUID(),
        capturedAt: now,
        providerCaptureId: sale.id,
        subscriptionId: row.id,
      },
      { client: trx },
    )
    renewalPaid = { payment, periodStart: row.currentPeriodEnd ?? now }
  }
  return { userId: await applyPayPalState(trx, row.id, remote!, now), renewalPaid }
}

/** BILLING.SUBSCRIPTION.ACTIVATED / CANCELLED / SUSPENDED / EXPIRED: PayPal's state, applied. */
export const followSubscription: EventHandler = async (trx, _resource, now, remote) => {
  const row = await ourRow(trx, remote)
  if (!row) return { userId: null }
  return { userId: await applyPayPalState(trx, row.id, remote!, now) }
}

/** BILLING.SUBSCRIPTION.PAYMENT.FAILED (at or after the billing time): the role stays through the grace; she is told. */
export const noteFailedPayment: EventHandler = async (trx, resource, now, remote) => {
  const row = await ourRow(trx, remote)
  const paidUntil = row && accessEndOf(row)
  if (!row || row.status !== 'active' || !paidUntil || paidUntil <= now) {
    return { userId: null }
  }
  const effect = await followSubscription(trx, resource, now, remote)
  return { ...effect, paymentFailed: row }
}
