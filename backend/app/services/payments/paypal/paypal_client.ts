/*
 * PayPal's REST API over fetch: Orders v2 (create, show, capture), webhook signature
 * verification, Catalog products, billing plans and Subscriptions v1 (create, show, cancel),
 * authenticated with a cached OAuth 2 token.
 * Protocol as documented in paypal/paypal-rest-api-specifications (checkout_orders_v2.json,
 * notifications_webhooks_v1.json, billing_subscriptions_v1.json) and developer.paypal.com.
 */
import { PayPalAccessToken } from '#services/payments/paypal/paypal_access_token'
import { type PayPalConfig, paypalConfigFromEnv } from '#services/payments/paypal/paypal_config'
import { PayPalError, errorFromResponse } from '#services/payments/paypal/paypal_errors'
import { fetchPayPal, readJson } from '#services/payments/paypal/paypal_fetch'
import { type PayPalAmount, type PayPalOrder, orderFromJson } from '#services/payments/paypal/paypal_order'
import { verificationBody, webhookTransmission } from '#services/payments/paypal/paypal_webhook_verification'
import {
  type PayPalPlan,
  type PayPalSubscription,
  planFromJson,
  subscriptionFromJson,
} from '#services/payments/paypal/paypal_subscription'

export { type PayPalConfig, paypalConfigFromEnv } from '#services/payments/paypal/paypal_config'
export { PayPalError } from '#services/payments/paypal/paypal_errors'
export type { PayPalAmount, PayPalCapture, PayPalOrder } from '#services/payments/paypal/paypal_order'
export type { PayPalPlan, PayPalSubscription } from '#services/payments/paypal/paypal_subscription'

export interface CreateSubscriptionInput {
  planId: string
  /** Ours to reconcile with; at most 127 characters. */
  customId: string
  returnUrl: string
  cancelUrl: string
  /** PayPal-Request-Id: the same id creates the subscription only once. */
  requestId: string
}

/** A monthly billing plan of `productId` at `price`, billed until cancelled. */
export interface CreatePlanInput {
  productId: string
  name: string
  price: PayPalAmount
  requestId: string
}

export interface CreateOrderInput {
  amount: PayPalAmount
  /** Ours to reconcile with (PayPal keeps it on the order and its capture); at most 127 characters. */
  customId: string
  /** Shown to the buyer; at most 127 characters. */
  description: string
  returnUrl: string
  cancelUrl: string
  /** PayPal-Request-Id: the same id creates the order only once. */
  requestId: string
}

interface CallOptions {
  /** The JSON request body. */
  json?: string
  requestId?: string
  /** Ask for the whole order rather than PayPal's default minimal answer. */
  representation?: boolean
}

export class PayPalClient {
  readonly #accessToken: PayPalAccessToken

  constructor(readonly config: PayPalConfig) {
    this.#accessToken = new PayPalAccessToken(config)
  }

  /** An intent-CAPTURE order the buyer approves at `approveUrl`, then comes back to returnUrl. */
  async createOrder(input: CreateOrderInput): Promise<PayPalOrder> {
    const payload = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { currency_code: input.amount.currencyCode, value: input.amount.value },
          custom_id: input.customId,
          description: input.description,
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    }
    const order = await this.#call('POST', '/v2/checkout/orders', {
      json: JSON.stringify(payload),
      requestId: input.requestId,
      representation: true,
    })
    return orderFromJson(order)
  }

  async getOrder(orderId: string): Promise<PayPalOrder> {
    return orderFromJson(await this.#call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`))
  }

  /** Captures an approved order; repeating the same requestId answers the first capture again. */
  async captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`
    return orderFromJson(await this.#call('POST', path, { json: '{}', requestId, representation: true }))
  }

  /**
   * Whether PayPal vouches that it sent this notification to our webhook. False without a
   * configured webhook id, without the PAYPAL-* transmission headers, or when PayPal rejects the
   * request as malformed; other failures throw, so that PayPal delivers the event again.
   * @param event the notification's raw body text (PayPal checks its signature against that very
   *   text), or the event parsed from it
   */
  async verifyWebhookSignature(headers: Record<string, string | undefined>, event: unknown): Promise<boolean> {
    const transmission = webhookTransmission(headers)
    if (!this.config.webhookId || !transmission) return false
    const json = verificationBody(transmission, this.config.webhookId, event)
    try {
      const answer = await this.#call('POST', '/v1/notifications/verify-webhook-signature', { json })
      return (answer as { verification_status?: unknown }).verification_status === 'SUCCESS'
    } catch (error) {
      if (error instanceof PayPalError && error.httpStatus === 400) return false
      throw error
    }
  }

  /** A SERVICE product of ours by its own id, or null when PayPal has none. */
  async findProduct(productId: string): Promise<string | null> {
    try {
      await this.#call('GET', `/v1/catalogs/products/${encodeURIComponent(productId)}`)
      return productId
    } catch (error) {
      if (error instanceof PayPalError && error.httpStatus === 404) return null
      throw error
    }
  }

  async createProduct(input: { id: string; name: string; description: string; requestId: string }): Promise<void> {
    const json = JSON.stringify({ id: input.id, name: input.name, description: input.description, type: 'SERVICE' })
    await this.#call('POST', '/v1/catalogs/products', { json, requestId: input.requestId })
  }

  /** The product's billing plans, whole (`Prefer: return=representation` shows their cycles). */
  async listPlans(productId: string): Promise<PayPalPlan[]> {
    const path = `/v1/billing/plans?product_id=${encodeURIComponent(productId)}&page_size=20`
    const answer = (await this.#call('GET', path, { representation: true })) as { plans?: unknown[] }
    return (answer.plans ?? []).map(planFromJson)
  }

  async createPlan(input: CreatePlanInput): Promise<PayPalPlan> {
    const payload = {
      product_id: input.productId,
      name: input.name,
      status: 'ACTIVE',
      billing_cycles: [
        {
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { currency_code: input.price.currencyCode, value: input.price.value } },
        },
      ],
      payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
    }
    const json = JSON.stringify(payload)
    return planFromJson(
      await this.#call('POST', '/v1/billing/plans', { json, requestId: input.requestId, representation: true }),
    )
  }

  /** A subscription the buyer approves at `approveUrl`, then comes back to returnUrl. */
  async createSubscription(input: CreateSubscriptionInput): Promise<PayPalSubscription> {
    const payload = {
      plan_id: input.planId,
      custom_id: input.customId,
      application_context: {
        brand_name: 'Dilemma',
        shipping_preference: 'NO_SHIPPING',
        user_action: 'SUBSCRIBE_NOW',
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      },
    }
    const json = JSON.stringify(payload)
    const answer = await this.#call('POST', '/v1/billing/subscriptions', {
      json,
      requestId: input.requestId,
      representation: true,
    })
    return subscriptionFromJson(answer)
  }

  async getSubscription(subscriptionId: string): Promise<PayPalSubscription> {
    return subscriptionFromJson(
      await this.#call('GET', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`),
    )
  }

  async cancelSubscription(subscriptionId: string, reason: string): Promise<void> {
    await this.#call('POST', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
      json: JSON.stringify({ reason }),
    })
  }

  /** The JSON answer (null for 204); a refused token is replaced and the call made once more. */
  async #call(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<unknown> {
    let token = await this.#accessToken.value()
    let response = await this.#send(method, path, options, token)
    if (response.status === 401) {
      this.#accessToken.reject(token)
      token = await this.#accessToken.value()
      response = await this.#send(method, path, options, token)
    }
    if (!response.ok) throw await errorFromResponse(response)
    return response.status === 204 ? null : readJson(response)
  }

  #send(method: 'GET' | 'POST', path: string, options: CallOptions, token: string): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' }
    if (options.json !== undefined) headers['content-type'] = 'application/json'
    if (options.requestId) headers['paypal-request-id'] = options.requestId
    if (options.representation) headers['prefer'] = 'return=representation'
    return fetchPayPal(`${this.config.baseUrl}${path}`, {
      method,
      headers,
      body: options.json,
    })
  }
}

let shared: PayPalClient | null = null

function sameConfig(a: PayPalConfig, b: PayPalConfig): boolean {
  return (
    a.clientId === b.clientId &&
    a.clientSecret === b.clientSecret &&
    a.baseUrl === b.baseUrl &&
    a.webhookId === b.webhookId
  )
}

/** The process's client (one token cache) for the environment's configuration; null when PayPal is not configured. */
export function paypalClient(): PayPalClient | null {
  const config = paypalConfigFromEnv()
  if (!config) return null
  if (!shared || !sameConfig(shared.config, config)) shared = new PayPalClient(config)
  return shared
}
