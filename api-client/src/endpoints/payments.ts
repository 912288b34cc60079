import type { HttpClient } from '../core/http-client.js'
import type {
  CancelSubscriptionInput,
  CancelSubscriptionResponse,
  CaptureOrderInput,
  CaptureOrderResponse,
  ConfirmSubscriptionResponse,
  CreateOrderResponse,
  CreateSubscriptionResponse,
  PaidPlanName,
  PlansResponse,
  SubscriptionStatus,
} from '@dilemma/contract'

/** Plans, PayPal payments and the subscription (member-spec §4, §7, §8). */
export const paymentsEndpoints = (http: HttpClient) => ({
  /** The server's plan table; public. `demo` is true against the local PayPal stand-in. */
  plans: () => http.get<PlansResponse>('/plans'),
  /** 422 `INVALID_PLAN`, 503 `PAYMENTS_NOT_CONFIGURED`. */
  createOrder: (plan: PaidPlanName) => http.post<CreateOrderResponse>('/paypal/create-order', { plan }),
  /** 402 `PAYMENT_FAILED` (no role change), 403 for another member's order, 404 for an unknown one. */
  captureOrder: (input: CaptureOrderInput) => http.post<CaptureOrderResponse>('/paypal/capture-order', input),
  /** A monthly subscription at PayPal for her approval; 422 `INVALID_PLAN`, 503 `PAYMENTS_NOT_CONFIGURED`. */
  createSubscription: (plan: PaidPlanName) =>
    http.post<CreateSubscriptionResponse>('/paypal/create-subscription', { plan }),
  /** Back from PayPal with `subscription_id`: see ConfirmSubscriptionResponse. */
  confirmSubscription: (subscriptionID: string) =>
    http.post<ConfirmSubscriptionResponse>('/paypal/confirm-subscription', { subscriptionID }),
  subscriptionStatus: () => http.get<SubscriptionStatus>('/users/subscription-status'),
  /** Ends the renewal; the role stays until `endsAt`. 422 `SUBSCRIPTION_ID_REQUIRED`, 404 `SUBSCRIPTION_NOT_FOUND`. */
  cancelSubscription: (input: CancelSubscriptionInput) =>
    http.post<CancelSubscriptionResponse>('/paypal/cancel-subscription', input),
})
