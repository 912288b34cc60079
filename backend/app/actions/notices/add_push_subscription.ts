import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { MAX_PUSH_SUBSCRIPTIONS } from '@dilemma/contract/notices'
import { ApiException } from '#exceptions/api_exception'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { endpointHash } from '#services/push/push_endpoints'

export interface PushSubscriptionInput {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * Adds the push subscription of the browser she is in, at most MAX_PUSH_SUBSCRIPTIONS. An
 * endpoint names one browser, so the same endpoint sent again (new keys, or another member signed
 * in on that browser) replaces the row.
 */
export default class AddPushSubscription {
  static async handle({ userId, subscription }: { userId: number; subscription: PushSubscriptionInput }) {
    const hash = endpointHash(subscription.endpoint)
    const others = await db
      .from('push_subscriptions')
      .where('user_id', userId)
      .whereNot('endpoint_hash', hash)
      .count('* as total')
    if (Number(others[0]?.total ?? 0) >= MAX_PUSH_SUBSCRIPTIONS) {
      throw new ApiException(
        422,
        'PUSH_SUBSCRIPTION_LIMIT',
        `At most ${MAX_PUSH_SUBSCRIPTIONS} browsers can take your notifications; switch one off first.`,
      )
    }
    const now = toSqlDateTime(DateTime.utc())
    await db
      .knexQuery()
      .table('push_subscriptions')
      .insert({
        user_id: userId,
        endpoint: subscription.endpoint,
        endpoint_hash: hash,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        created_at: now,
        updated_at: now,
      })
      .onConflict(['endpoint_hash'])
      .merge(['user_id', 'p256dh', 'auth', 'updated_at'])
  }
}
