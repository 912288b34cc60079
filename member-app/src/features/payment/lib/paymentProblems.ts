import { readApiError } from '@dilemma/design-system'

/** A capture the server answered without `COMPLETED`: PayPal has not taken the money. */
export class CaptureNotCompletedError extends Error {
  override readonly name = 'CaptureNotCompletedError'
}

/** What went wrong with a payment call, as the page tells it (member-spec §8 Payment). */
export type PaymentProblem = 'notConfigured' | 'paymentFailed' | 'roleUpdateFailed'

/** The server has no PayPal credentials: every payment call answers 503 `PAYMENTS_NOT_CONFIGURED`. */
export function isPaymentsNotConfigured(error: unknown): boolean {
  return readApiError(error)?.code === 'PAYMENTS_NOT_CONFIGURED'
}

/** A failed capture: PayPal refused or did not complete it, or the plan could not be given. */
export function captureProblemOf(error: unknown): PaymentProblem {
  if (isPaymentsNotConfigured(error)) return 'notConfigured'
  if (error instanceof CaptureNotCompletedError || readApiError(error)?.status === 402) return 'paymentFailed'
  return 'roleUpdateFailed'
}

/** PayPal's approval address is missing or not a web address: the button cannot go on. */
export class PayPalButtonError extends Error {
  override readonly name = 'PayPalButtonError'
}

/** The approval page of a new order; only an http(s) address is followed. */
export function approvalAddressOf(approveUrl: unknown): string {
  if (typeof approveUrl === 'string' && /^https?:\/\//i.test(approveUrl)) return approveUrl
  throw new PayPalButtonError('PayPal gave no approval address')
}
