/*
 * PayPal subscriptions as far as we use them: `POST /v1/billing/subscriptions/{id}/cancel`
 * `{ reason }` → 204 (billing_subscriptions_v1.json). Subscriptions are added by a test control;
 * unknown ids answer 404, cancelling twice 422 SUBSCRIPTION_STATUS_INVALID.
 */
import { isObject } from './order_request.mjs'
import { invalidRequest, missingParameter, resourceNotFound, unprocessable } from './paypal_errors.mjs'
import { paypalStyleId } from './http_io.mjs'

export class Subscriptions {
  /** @type {Map<string, 'ACTIVE' | 'CANCELLED'>} */
  #statuses = new Map()
  /** @type {{ subscriptionId: string, reason: string }[]} */
  #cancellations = []

  /** @param {string} [subscriptionId] */
  add(subscriptionId = `I-${paypalStyleId(12)}`) {
    this.#statuses.set(subscriptionId, 'ACTIVE')
    return subscriptionId
  }

  get cancellations() {
    return [...this.#cancellations]
  }

  /** @param {string} subscriptionId @param {unknown} body */
  cancel(subscriptionId, body) {
    const reason = isObject(body) ? body.reason : undefined
    if (reason === undefined) throw missingParameter('/reason')
    if (typeof reason !== 'string' || reason.length < 1 || reason.length > 128) {
      throw invalidRequest('INVALID_STRING_MAX_LENGTH', 'The value of a field is too long.', '/reason')
    }
    const status = this.#statuses.get(subscriptionId)
    if (status === undefined) throw resourceNotFound()
    if (status === 'CANCELLED') {
      throw unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for cancel action; subscription status should be active or suspended.',
      )
    }
    this.#statuses.set(subscriptionId, 'CANCELLED')
    this.#cancellations.push({ subscriptionId, reason })
  }
}
