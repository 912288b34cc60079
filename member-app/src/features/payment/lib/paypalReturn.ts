/**
 * What PayPal's redirect back to `/payment` says. The server's return and cancel URLs carry
 * `status=success` or `status=cancelled`; PayPal adds the order id as `token` (and `PayerID` after
 * an approval).
 */
export type PayPalReturn = { outcome: 'approved'; orderId: string } | { outcome: 'cancelled' }

const returnParams = ['status', 'token', 'PayerID']

/** The return the address describes, or null for a plain visit of the payment page. */
export function readPayPalReturn(params: URLSearchParams): PayPalReturn | null {
  const status = params.get('status')
  const orderId = params.get('token')
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
