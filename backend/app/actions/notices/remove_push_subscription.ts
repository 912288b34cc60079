import db from '@adonisjs/lucid/services/db'
import { ApiException } from '#exceptions/api_exception'
import { affectedRows } from '#services/sql/sql_results'
import { endpointHash } from '#services/push/push_endpoints'

/** She switches a browser's notifications off; another member's subscription answers 404, as one that does not exist. */
export default class RemovePushSubscription {
  static async handle({ userId, endpoint }: { userId: number; endpoint: string }): Promise<void> {
    const removed = await db
      .from('push_subscriptions')
      .where('endpoint_hash', endpointHash(endpoint))
      .where('user_id', userId)
      .delete()
    if (affectedRows(removed) === 0) {
      throw new ApiException(404, 'PUSH_SUBSCRIPTION_NOT_FOUND', 'This browser does not take your notifications.')
    }
  }
}
