import type Subscription from '#models/subscription'

/** Our subscriptions are named `DLM-<id>`; a PayPal subscription keeps PayPal's `I-…` id. */
const OWN_ID = /^DLM-(\d{1,10})$/

export function publicSubscriptionId(subscription: Subscription): string {
  return subscription.providerSubscriptionId ?? `DLM-${subscription.id}`
}

/** Our row id in a `DLM-<id>`, else null (the id may then be PayPal's). */
export function ownSubscriptionRowId(publicId: string): number | null {
  const match = OWN_ID.exec(publicId)
  return match ? Number(match[1]) : null
}
