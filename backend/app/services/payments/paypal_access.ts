/*
 * The PayPal client for the payment actions, and how its failures reach the member: no
 * configuration → 503 PAYMENTS_NOT_CONFIGURED; no answer or a PayPal server error → 503; a refusal
 * (e.g. INSTRUMENT_DECLINED, ORDER_NOT_APPROVED) → 402 PAYMENT_FAILED with PayPal's issue.
 */
import { type PayPalClient, PayPalError, paypalClient } from '#services/payments/paypal/paypal_client'
import { paymentErrors } from '#exceptions/payment_errors'

export function requirePayPal(): PayPalClient {
  const client = paypalClient()
  if (!client) throw paymentErrors.notConfigured()
  return client
}

/** PayPal's reason for a refusal: its issue, else its error name. */
export function reasonOf(error: PayPalError): string {
  return error.issue ?? error.errorName
}

/** The API error for a failed PayPal call; anything but a PayPalError is rethrown as it is. */
export function paymentErrorFrom(error: unknown): Error {
  if (!(error instanceof PayPalError)) return error as Error
  if (error.httpStatus === 0 || error.httpStatus >= 500) return paymentErrors.providerUnavailable()
  return paymentErrors.paymentFailed(reasonOf(error))
}

/** Whether PayPal payments go to the local stand-in (`npm start`'s demo): no money moves. */
export function paymentsAreDemo(): boolean {
  return (process.env.PAYPAL_DEMO ?? '').toLowerCase() === 'true'
}
