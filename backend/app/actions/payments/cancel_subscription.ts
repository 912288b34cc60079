import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import { forgetSessionsOf } from '#services/cache/session_user_cache'
import { cardAuthors } from '#services/cache/card_caches'
import { accessEndOf } from '#services/payments/renewal_grace'
import { grantRole } from '#services/payments/paypal_subscription_periods'
import { paymentErrors } from '#exceptions/payment_errors'
import { ownSubscriptionRowId } from '#services/payments/subscription_ids'
import { paymentErrorFrom, requirePayPal } from '#services/payments/paypal_access'

export interface CancelInput {
  userId: number
  subscriptionId?: string
  reason?: string
}

/**
 * Ends the renewal of her subscription (`DLM-<id>`, or PayPal's `I-…`, which is cancelled at PayPal
 * too); her role stays until the paid period ends (endExpiredPeriods). Cancelling twice answers
 * the same end date; an ended subscription is 409.
 */
export default class CancelSubscription {
  static async handle({ userId, subscriptionId, reason, now = DateTime.utc() }: CancelInput & { now?: DateTime }) {
    if (!subscriptionId) throw paymentErrors.subscriptionIdRequired()
    const subscription = await findOwnSubscription(userId, subscriptionId)
    const periodEnd = subscription.currentPeriodEnd
    const accessEnd = accessEndOf(subscription)
    if (subscription.status === 'expired' || !periodEnd || !accessEnd || accessEnd <= now) {
      throw paymentErrors.subscriptionNotCancellable()
    }
    if (subscription.status === 'active') {
      if (subscription.providerSubscriptionId) {
        try {
          await requirePayPal().cancelSubscription(
            subscription.providerSubscriptionId,
            reason || 'Cancelled by the member',
          )
        } catch (error) {
          throw paymentErrorFrom(error)
        }
      }
      const renewed = !accessEnd.equals(periodEnd)
      await db.transaction(async (trx) => {
        subscription.useTransaction(trx)
        subscription.merge({ status: 'cancelled', cancelledAt: now })
        await subscription.save()
        // Her role runs to the paid-through date, without the grace of a renewal.
        if (renewed) await grantRole(trx, subscription)
      })
      if (renewed) await Promise.all([forgetSessionsOf(userId), cardAuthors.delete(userId)])
    }
    return { endsAt: periodEnd.toUTC().toISO()! }
  }
}

async function findOwnSubscription(userId: number, publicId: string): Promise<Subscription> {
  const rowId = ownSubscriptionRowId(publicId)
  const query = Subscription.query().where('user_id', userId)
  const found = await (
    rowId === null
      ? query.where('provider_subscription_id', publicId)
      : query.where('id', rowId).whereNull('provider_subscription_id')
  ).first()
  if (!found) throw paymentErrors.subscriptionNotFound()
  return found
}
