import type { ApiClient } from '@dilemma/api-client'
import type { PushSubscriptionRequest } from '@dilemma/contract'

/** This browser's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready
  return registration.pushManager.getSubscription()
}

/**
 * Asks the browser's permission (only now, on her press), subscribes with our public key and
 * tells the API. Resolves false when she did not allow it.
 */
export async function subscribeThisBrowser(client: ApiClient): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false
  const { public_key: publicKey } = await client.notices.pushKey()
  const registration = await navigator.serviceWorker.ready
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  })
  await client.notices.subscribePush(subscription.toJSON() as PushSubscriptionRequest)
  return true
}

/** The API forgets this browser first, then the browser drops its subscription. */
export async function unsubscribeThisBrowser(client: ApiClient): Promise<void> {
  const subscription = await currentPushSubscription()
  if (!subscription) return
  await client.notices.unsubscribePush(subscription.endpoint)
  await subscription.unsubscribe()
}
