/** Types of paypal_standin.mjs, for the TypeScript tests of the backend and e2e. */

export interface PayPalStandInOptions {
  /** Default 127.0.0.1. */
  host?: string
  /** Default 0: a free port. */
  port?: number
  clientId: string
  clientSecret: string
  /** The address links and the approval page use, when it differs from the listening one. */
  publicUrl?: string
  /** The webhook id the stand-in signs for; set PAYPAL_WEBHOOK_ID to it. Default STANDINWEBHOOK. */
  webhookId?: string
  /** expires_in of issued access tokens. Default 32400 (PayPal's nine hours). */
  tokenLifetimeSeconds?: number
  /**
   * The app's webhook, where `POST /standin/subscriptions/{id}/renew` delivers PAYMENT.SALE.COMPLETED
   * (as PayPal delivers to the webhook configured for the app). Default none: nothing is delivered.
   */
  webhookUrl?: string
}

/** PayPal's money object. */
export interface Money {
  currency_code: string
  value: string
}

/**
 * A capture failing on purpose: a 422 with this issue, or a capture with that status.
 * INSTRUMENT_DECLINED and REDIRECT_PAYER_FOR_ALTERNATE_FUNDING put the order back in the buyer's
 * hands and link her payer-action page in the error.
 */
export type CaptureFailure =
  | {
      issue:
        | 'INSTRUMENT_DECLINED'
        | 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING'
        | 'PAYER_CANNOT_PAY'
        | 'TRANSACTION_REFUSED'
        | (string & {})
    }
  | { captureStatus: 'PENDING' | 'DECLINED' }

export interface WebhookNotification {
  event: { id: string; event_type: string; resource: object } & Record<string, unknown>
  /** Lower-case header names: content-type and the five paypal-* transmission headers. */
  headers: Record<string, string>
  /** The JSON text that is sent (and signed). */
  body: string
}

export interface PayPalStandIn {
  /** Base URL of the API and of the approval page, e.g. http://127.0.0.1:41234. */
  url: string
  webhookId: string
  close(): Promise<void>
  /** How many POST /v1/oauth2/token calls arrived (accepted or not). */
  tokenRequestCount(): number
  /** Every access token issued so far is rejected from now on (401), as after expiry. */
  expireAccessTokens(): void
  /** The buyer approves without a browser; `redirectUrl` is where PayPal would send her (null without return_url). */
  approveOrder(orderId: string, payerId?: string): { payerId: string; redirectUrl: string | null }
  /** The next capture of this order fails this way (once). */
  failNextCapture(orderId: string, failure: CaptureFailure): void
  /** Captures of this order report this amount instead of the ordered one. */
  setCaptureAmount(orderId: string, amount: Money): void
  /** How many captures were made of the order (a replay makes none). */
  captureCount(orderId: string): number
  /** Every PayPal-Request-Id a capture of this order was sent with, in order. */
  captureRequestIds(orderId: string): string[]
  /** The approved order is captured but the answer is lost (and its request id forgotten): the next capture is ORDER_ALREADY_CAPTURED. */
  captureWithLostAnswer(orderId: string): void
  /** PayPal already answered this PayPal-Request-Id with this order's capture, as after a reused id. */
  rememberCaptureRequest(requestId: string, orderId: string): void
  /** A PENDING capture's review ends COMPLETED; answers the resource of PAYMENT.CAPTURE.COMPLETED. */
  completePendingCapture(captureId: string): Record<string, unknown>
  /** A PENDING capture's review ends DECLINED; answers the resource of PAYMENT.CAPTURE.DENIED. */
  denyPendingCapture(captureId: string): Record<string, unknown>
  /** The order as GET /v2/checkout/orders/{id} shows it. */
  getOrder(orderId: string): Record<string, unknown>
  /** Marks a capture refunded; answers the refund resource of a PAYMENT.CAPTURE.REFUNDED event. */
  refundCapture(captureId: string): Record<string, unknown>
  /** Makes an ACTIVE subscription (default id I-…) that can be cancelled. */
  addSubscription(subscriptionId?: string): string
  /** The subscription as GET /v1/billing/subscriptions/{id} shows it. */
  getSubscription(subscriptionId: string): Record<string, unknown>
  /** The buyer approves (first cycle paid, next billing a month on); `redirectUrl` is where PayPal sends her. */
  approveSubscription(subscriptionId: string): { redirectUrl: string | null }
  /** PayPal bills the next cycle; answers the sale of a PAYMENT.SALE.COMPLETED event (`billing_agreement_id` names the subscription). */
  renewSubscription(subscriptionId: string): Record<string, unknown>
  /** The cycle's payment fails; answers the subscription of a BILLING.SUBSCRIPTION.PAYMENT.FAILED event. */
  failSubscriptionPayment(subscriptionId: string): Record<string, unknown>
  /** PayPal suspends or expires the subscription; answers the event's resource. */
  setSubscriptionStatus(subscriptionId: string, status: 'SUSPENDED' | 'EXPIRED'): Record<string, unknown>
  /** Every successful cancel call, in order. */
  cancellations(): { subscriptionId: string; reason: string }[]
  /** A signed notification, to send yourself (or tamper with). */
  createWebhookNotification(eventType: string, resource: object): WebhookNotification
  /** POSTs a signed notification to targetUrl as PayPal delivers it, and answers the reply. */
  sendWebhook(
    targetUrl: string,
    eventType: string,
    resource: object,
  ): Promise<{ status: number; body: string; event: WebhookNotification['event'] }>
}

export function startPayPalStandIn(options: PayPalStandInOptions): Promise<PayPalStandIn>
