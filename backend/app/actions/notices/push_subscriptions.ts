/*
 * Her browsers' push subscriptions: she adds the one of the browser she is in, at most
 * MAX_PUSH_SUBSCRIPTIONS, and removes it again. An endpoint names one browser, so the same
 * endpoint sent again (new keys, or another member signed in on that browser) replaces the row.
 */
import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { MAX_PUSH_SUBSCRIPTIONS } from '@dilemma/contract/notices'
import { ApiException } from '#exceptions/api_exception'
import { affectedRows } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'

export interface PushSubscriptionInput {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

function endpointHash(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('hex')
}

export async function addPushSubscription(userId: number, input: PushSubscriptionInput): Promise<void> {
  const hash = endpointHash(input.endpoint)
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
      endpoint: input.endpoint,
      endpoint_hash: hash,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      created_at: now,
      updated_at: now,
    })
    .onConflict(['endpoint_hash'])
    .merge(['user_id', 'p256dh', 'auth', 'updated_at'])
}

/** Another member's subscription answers 404, as one that does not exist. */
export async function removePushSubscription(userId: number, endpoint: string): Promise<void> {
  const removed = await db
    .from('push_subscriptions')
    .where('endpoint_hash', endpointHash(endpoint))
    .where('user_id', userId)
    .delete()
  if (affectedRows(removed) === 0) {
    throw new ApiException(404, 'PUSH_SUBSCRIPTION_NOT_FOUND', 'This browser does not take your notifications.')
  }
}
