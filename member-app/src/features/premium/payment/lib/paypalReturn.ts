/**
 * What PayPal's redirect back to `/payment` says. The server's return and cancel URLs carry
 * `status=success` or `status=cancelled` (and `billing=monthly` for a subscription); PayPal adds
 * the order id as `token` (and `PayerID` after an approval), or, for a subscription,
 * `subscription_id` and `ba_token`.
 */
export type PayPalReturn =
  | { outcome: 'approved'; orderId: string }
  | { outcome: 'subscribed'; subscriptionId: string }
  | { outcome: 'cancelled' }

const returnParams = ['status', 'token', 'PayerID', 'subscription_id', 'ba_token', 'billing']

/** The return the address describes, or null for a plain visit of the payment page. */
export function readPayPalReturn(params: URLSearchParams): PayPalReturn | null {
  const status = params.get('status')
  const subscriptionId = params.get('subscription_id')
  const orderId = params.get('token')
  if (status === 'success' && subscriptionId) return { outcome: 'subscribed', subscriptionId }
  if (status === 'success' && orderId) return { outcome: 'approved', orderId }
  if (status === 'cancelled') return { outcome: 'cancelled' }
  return null
}

/** The address's parameters without PayPal's return parameters (the plan stays). */
export function withoutPayPalReturn(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(params)
  for (const name of returnParams) kept.delete(name)
  return kept
}
