/*
 * One HTTP exchange with PayPal, bounded in time. Failures without an HTTP answer become a
 * PayPalError with httpStatus 0.
 */
import { PayPalError, invalidResponse } from '#services/payments/paypal/paypal_errors'

/** PayPal's calls usually take well under a second; a capture can take several. */
const REQUEST_TIMEOUT_MS = 30_000

export async function fetchPayPal(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new PayPalError({
      httpStatus: 0,
      errorName: timedOut ? 'TIMEOUT' : 'CONNECTION_FAILED',
      message: timedOut
        ? `PayPal did not answer within ${REQUEST_TIMEOUT_MS} ms`
        : `PayPal could not be reached: ${error}`,
    })
  }
}

/** The JSON body of a successful answer. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    throw invalidResponse('JSON body')
  }
}
