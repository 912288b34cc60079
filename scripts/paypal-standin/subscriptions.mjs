/*
 * PayPal subscriptions (billing_subscriptions_v1.json): `POST /v1/billing/subscriptions` →
 * APPROVAL_PENDING with an `approve` link, the buyer's approval (ACTIVE, first payment, next
 * billing a month on), `GET /v1/billing/subscriptions/{id}`, `POST …/{id}/cancel {reason}` → 204
 * (reason 1–128 characters; cancelling twice 422 SUBSCRIPTION_STATUS_INVALID), and the test
 * controls that play PayPal's billing: a renewal (answers the PAYMENT.SALE.COMPLETED sale), a
 * failed payment, a suspension or expiry.
 */
import { isObject } from './order_request.mjs'
import { invalidRequest, missingParameter, resourceNotFound, unprocessable } from './paypal_errors.mjs'
import { paypalStyleId } from './http_io.mjs'

/**
 * @typedef {{
 *   id: string, planId: string | null, status: string, customId: string | null, returnUrl: string | null,
 *   cancelUrl: string | null, approvalToken: string, createTime: string, updateTime: string,
 *   price: { currency_code: string, value: string }, cyclesCompleted: number, lastPaymentTime: string | null,
 *   nextBillingTime: string | null, failedPayments: number, lastFailedTime: string | null, statusNote: string | null
 * }} Subscription
 */

/** A month after `time`, in whole seconds, as PayPal bills a monthly plan. @param {Date} time */
function monthAfter(time) {
  const next = new Date(time)
  next.setUTCMonth(next.getUTCMonth() + 1)
  next.setUTCMilliseconds(0)
  return next
}

/** PayPal's date_time form: `2026-12-24T10:00:00Z`. @param {Date} time */
const paypalTime = (time) => time.toISOString().replace(/\.\d{3}Z$/, 'Z')

export class Subscriptions {
  /** @type {Map<string, Subscription>} */
  #subscriptions = new Map()
  /** @type {Map<string, string>} PayPal-Request-Id → subscription id */
  #createRequests = new Map()
  /** @type {{ subscriptionId: string, reason: string }[]} */
  #cancellations = []

  /** @param {import('./catalog.mjs').Catalog} catalog @param {() => string} publicUrl */
  constructor(catalog, publicUrl) {
    this.catalog = catalog
    this.publicUrl = publicUrl
  }

  get cancellations() {
    return [...this.#cancellations]
  }

  /**
   * @param {unknown} body
   * @param {string | undefined} requestId
   */
  create(body, requestId) {
    const known = requestId === undefined ? undefined : this.#createRequests.get(requestId)
    if (known) return { subscription: this.json(this.find(known)), replayed: true }
    if (!isObject(body)) throw missingParameter('/plan_id')
    if (typeof body.plan_id !== 'string') throw missingParameter('/plan_id')
    const plan = this.catalog.plan(body.plan_id)
    if (plan.status !== 'ACTIVE') throw unprocessable('PLAN_NOT_ACTIVE', 'The plan is not active.', '/plan_id')
    const context = isObject(body.application_context) ? body.application_context : {}
    const customId = body.custom_id
    if (customId !== undefined && (typeof customId !== 'string' || customId.length < 1 || customId.length > 127)) {
      throw invalidRequest(
        'INVALID_STRING_LENGTH',
        'The value of a field is either too short or too long.',
        '/custom_id',
      )
    }
    const now = new Date().toISOString()
    /** @type {Subscription} */
    const subscription = {
      ...this.#blank(`I-${paypalStyleId(12)}`, now),
      planId: plan.id,
      customId: customId ?? null,
      returnUrl: typeof context.return_url === 'string' ? context.return_url : null,
      cancelUrl: typeof context.cancel_url === 'string' ? context.cancel_url : null,
      price: plan.price,
    }
    this.#subscriptions.set(subscription.id, subscription)
    if (requestId !== undefined) this.#createRequests.set(requestId, subscription.id)
    return { subscription: this.json(subscription), replayed: false }
  }

  /** A subscription made ACTIVE without a buyer (default id I-…), for tests of cancel alone. @param {string} [id] */
  add(id = `I-${paypalStyleId(12)}`) {
    const now = new Date()
    this.#subscriptions.set(id, {
      ...this.#blank(id, now.toISOString()),
      status: 'ACTIVE',
      nextBillingTime: paypalTime(monthAfter(now)),
    })
    return id
  }

  /** A subscription waiting for the buyer, of no plan yet. @param {string} id @param {string} now @returns {Subscription} */
  #blank(id, now) {
    return {
      id,
      planId: null,
      status: 'APPROVAL_PENDING',
      customId: null,
      returnUrl: null,
      cancelUrl: null,
      approvalToken: `BA-${paypalStyleId(17)}`,
      createTime: now,
      updateTime: now,
      price: { currency_code: 'EUR', value: '0.00' },
      cyclesCompleted: 0,
      lastPaymentTime: null,
      nextBillingTime: null,
      failedPayments: 0,
      lastFailedTime: null,
      statusNote: null,
    }
  }

  /** @param {string} id */
  find(id) {
    const subscription = this.#subscriptions.get(id)
    if (!subscription) throw resourceNotFound()
    return subscription
  }

  /** @param {string} approvalToken */
  byApprovalToken(approvalToken) {
    return [...this.#subscriptions.values()].find((candidate) => candidate.approvalToken === approvalToken) ?? null
  }

  /** The buyer approves: the first cycle is paid now, the next one a month on. @param {string} id */
  approve(id) {
    const subscription = this.find(id)
    if (subscription.status !== 'APPROVAL_PENDING') throw new Error(`Subscription ${id} is ${subscription.status}`)
    subscription.status = 'ACTIVE'
    return this.#bill(subscription)
  }

  /** PayPal bills the next cycle; answers the sale of PAYMENT.SALE.COMPLETED. @param {string} id */
  renew(id) {
    const subscription = this.find(id)
    if (subscription.status !== 'ACTIVE') throw new Error(`Subscription ${id} is ${subscription.status}`)
    return this.#bill(subscription)
  }

  /** @param {Subscription} subscription */
  #bill(subscription) {
    const now = new Date()
    // The cycle due (now, or the one the control bills ahead of its time) is paid at its billing time.
    const due =
      subscription.nextBillingTime && new Date(subscription.nextBillingTime) > now
        ? new Date(subscription.nextBillingTime)
        : now
    subscription.cyclesCompleted += 1
    subscription.lastPaymentTime = paypalTime(due)
    subscription.nextBillingTime = paypalTime(monthAfter(due))
    subscription.updateTime = now.toISOString()
    const saleId = paypalStyleId(17)
    return {
      id: saleId,
      state: 'completed',
      amount: {
        total: subscription.price.value,
        currency: subscription.price.currency_code,
        details: { subtotal: subscription.price.value },
      },
      payment_mode: 'INSTANT_TRANSFER',
      billing_agreement_id: subscription.id,
      ...(subscription.customId ? { custom: subscription.customId } : {}),
      create_time: now.toISOString(),
      update_time: now.toISOString(),
      links: [
        { href: `${this.publicUrl()}/v1/payments/sale/${saleId}`, rel: 'self', method: 'GET' },
        { href: `${this.publicUrl()}/v1/payments/sale/${saleId}/refund`, rel: 'refund', method: 'POST' },
      ],
    }
  }

  /** The cycle's payment failed; answers the subscription of BILLING.SUBSCRIPTION.PAYMENT.FAILED. @param {string} id */
  failPayment(id) {
    const subscription = this.find(id)
    subscription.failedPayments += 1
    subscription.lastFailedTime = new Date().toISOString()
    subscription.updateTime = subscription.lastFailedTime
    return this.json(subscription)
  }

  /** PayPal suspends (too many failed payments) or expires it; answers the event's resource. @param {string} id @param {'SUSPENDED' | 'EXPIRED'} status */
  setStatus(id, status) {
    const subscription = this.find(id)
    subscription.status = status
    subscription.updateTime = new Date().toISOString()
    return this.json(subscription)
  }

  /** @param {string} id @param {unknown} body */
  cancel(id, body) {
    const reason = isObject(body) ? body.reason : undefined
    if (reason === undefined) throw missingParameter('/reason')
    if (typeof reason !== 'string' || reason.length < 1 || reason.length > 128) {
      throw invalidRequest('INVALID_STRING_MAX_LENGTH', 'The value of a field is too long.', '/reason')
    }
    const subscription = this.find(id)
    if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
      throw unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for cancel action; subscription status should be active or suspended.',
      )
    }
    subscription.status = 'CANCELLED'
    subscription.statusNote = reason
    subscription.updateTime = new Date().toISOString()
    this.#cancellations.push({ subscriptionId: id, reason })
    return this.json(subscription)
  }

  /** Where the buyer approves. @param {Subscription} subscription */
  approvalUrl(subscription) {
    return `${this.publicUrl()}/webapps/billing/subscriptions?ba_token=${subscription.approvalToken}`
  }

  /** The subscription as GET /v1/billing/subscriptions/{id} shows it. @param {Subscription} subscription */
  json(subscription) {
    const self = `${this.publicUrl()}/v1/billing/subscriptions/${subscription.id}`
    const links =
      subscription.status === 'APPROVAL_PENDING'
        ? [{ href: this.approvalUrl(subscription), rel: 'approve', method: 'GET' }]
        : [{ href: `${self}/cancel`, rel: 'cancel', method: 'POST' }]
    const paid = subscription.lastPaymentTime
    return {
      id: subscription.id,
      ...(subscription.planId ? { plan_id: subscription.planId } : {}),
      status: subscription.status,
      ...(subscription.statusNote ? { status_change_note: subscription.statusNote } : {}),
      status_update_time: subscription.updateTime,
      start_time: subscription.createTime,
      quantity: '1',
      ...(subscription.customId ? { custom_id: subscription.customId } : {}),
      ...(subscription.status === 'APPROVAL_PENDING'
        ? {}
        : {
            subscriber: { email_address: 'buyer@paypal-standin.invalid', payer_id: 'STANDINPAYER1' },
            billing_info: {
              outstanding_balance: { currency_code: subscription.price.currency_code, value: '0.00' },
              cycle_executions: [
                {
                  tenure_type: 'REGULAR',
                  sequence: 1,
                  cycles_completed: subscription.cyclesCompleted,
                  cycles_remaining: 0,
                  total_cycles: 0,
                },
              ],
              ...(paid ? { last_payment: { amount: subscription.price, time: paid } } : {}),
              ...(subscription.status === 'ACTIVE' && subscription.nextBillingTime
                ? { next_billing_time: subscription.nextBillingTime }
                : {}),
              failed_payments_count: subscription.failedPayments,
              ...(subscription.lastFailedTime
                ? {
                    last_failed_payment: {
                      amount: subscription.price,
                      time: subscription.lastFailedTime,
                      reason_code: 'PAYMENT_DENIED',
                    },
                  }
                : {}),
            },
          }),
      create_time: subscription.createTime,
      update_time: subscription.updateTime,
      links: [{ href: self, rel: 'self', method: 'GET' }, ...links],
    }
  }
}
