/*
 * One Web Push message to one browser subscription: encrypted per RFC 8291 (aes128gcm) and signed
 * per RFC 8292 (VAPID, its token reused per push service) by the web-push package, kept 48 h by the push service for an offline
 * device, with an Urgency and a Topic (a newer message of the same topic replaces an older one
 * the device has not fetched yet).
 */
import app from '@adonisjs/core/services/app'
import webpush, { WebPushError } from 'web-push'
import type { PushSettings } from '#config/push'
import { vapidAuthorization } from '#services/push/vapid_authorization'

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high'

/**
 * sent: the push service took it; gone: the subscription no longer exists (404/410), delete it;
 * refused: the push service will never take it (another 4xx). A 429, a 5xx or a network failure
 * throws, for the job to retry it with back-off.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused'

const REQUEST_TIMEOUT_MS = 10_000

export async function sendPush(
  target: PushTarget,
  payload: object,
  { urgency, topic }: { urgency: PushUrgency; topic?: string },
): Promise<PushOutcome> {
  const push = app.config.get<PushSettings>('push')
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        // Signed once per push service (vapid_authorization.ts) instead of by web-push per message.
        headers: { Authorization: vapidAuthorization(target.endpoint, push) },
        TTL: push.ttlSeconds,
        urgency,
        topic,
        contentEncoding: 'aes128gcm',
        agent: push.agent,
        timeout: REQUEST_TIMEOUT_MS,
      },
    )
    return 'sent'
  } catch (error) {
    if (!(error instanceof WebPushError)) throw error
    if (error.statusCode === 404 || error.statusCode === 410) return 'gone'
    if (error.statusCode === 429 || error.statusCode >= 500) throw error
    return 'refused'
  }
}
