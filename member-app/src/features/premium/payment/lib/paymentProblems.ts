import { isApiError } from '@dilemma/api-client'
import { readApiError } from '@dilemma/app-runtime'

/** A capture the server answered neither `COMPLETED` nor `PENDING`: PayPal has not taken the money. */
export class CaptureNotCompletedError extends Error {
  override readonly name = 'CaptureNotCompletedError'
}

/** What went wrong with a payment call, as the page tells it (member-spec §8 Payment). */
export type PaymentProblem = 'notConfigured' | 'notApproved' | 'paymentFailed' | 'roleUpdateFailed'

/** The server has no PayPal credentials: every payment call answers 503 `PAYMENTS_NOT_CONFIGURED`. */
export function isPaymentsNotConfigured(error: unknown): boolean {
  return readApiError(error)?.code === 'PAYMENTS_NOT_CONFIGURED'
}

/**
 * A failed capture or confirmation: PayPal still waits for her approval of the subscription,
 * refused or did not complete the payment, or the plan could not be given.
 */
export function captureProblemOf(error: unknown): PaymentProblem {
  if (isPaymentsNotConfigured(error)) return 'notConfigured'
  if (readApiError(error)?.code === 'SUBSCRIPTION_NOT_APPROVED') return 'notApproved'
  if (error instanceof CaptureNotCompletedError || readApiError(error)?.status === 402) return 'paymentFailed'
  return 'roleUpdateFailed'
}

/** PayPal's approval address is missing or not a web address: the button cannot go on. */
export class PayPalButtonError extends Error {
  override readonly name = 'PayPalButtonError'
}

const isWebAddress = (address: unknown): address is string =>
  typeof address === 'string' && /^https?:\/\//i.test(address)

/** The approval page of a new order; only an http(s) address is followed. */
export function approvalAddressOf(approveUrl: unknown): string {
  if (isWebAddress(approveUrl)) return approveUrl
  throw new PayPalButtonError('PayPal gave no approval address')
}

/**
 * Where PayPal lets her choose another funding source after a declined one (the refusal's
 * `payerActionUrl`), or null.
 */
export function payerActionUrlOf(error: unknown): string | null {
  const address = isApiError(error) && error.status === 402 ? error.details.payerActionUrl : null
  return isWebAddress(address) ? address : null
}
