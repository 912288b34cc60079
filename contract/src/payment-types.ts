/** DTOs of the plan, payment and subscription calls (member-spec §3, §7; admin-spec plan table). Dates are ISO 8601 in UTC. */
import type { Role } from './types.js'

/** The plan names of the pricing and payment screens. */
export type PlanId = 'basic' | 'pro' | 'enterprise'

/** The paid plans by either naming the spec uses (payment screens: pro/enterprise; roles: prouser/premiumuser). */
export type PaidPlanName = 'pro' | 'enterprise' | 'prouser' | 'premiumuser'

/** Every role but admin has a plan. */
export type PlanRole = Exclude<Role, 'admin'>

/** One row of the server's plan table; the client never sends a price. */
export interface Plan {
  id: PlanId
  role: PlanRole
  /** Per month; 0 for basic. */
  price: number
  /** The struck-through price the pricing page shows, or null. */
  originalPrice: number | null
  currency: 'EUR'
  interval: 'month'
  postsPerDay: number
  /** Translation keys. */
  features: string[]
  mostPopular: boolean
}

export interface PlansResponse {
  success: true
  plans: Plan[]
  /** True when payments go to the local PayPal stand-in: no money moves. */
  demo: boolean
}

export interface CreateOrderResponse {
  success: true
  /** PayPal's order id (the `token` of the return URL). */
  id: string
  /** Where the browser goes to approve the payment. */
  approveUrl: string
}

/** A monthly PayPal subscription waiting for her approval at `approveUrl`. */
export interface CreateSubscriptionResponse {
  success: true
  /** PayPal's subscription id (`I-…`), also the `subscription_id` of the return URL. */
  id: string
  approveUrl: string
}

/**
 * After her approval: her new role until `renewalDate`, PayPal's next billing time, when it
 * renews. 409 `SUBSCRIPTION_NOT_APPROVED` while PayPal still waits for her, 403
 * `SUBSCRIPTION_NOT_YOURS`, 402 `PAYMENT_FAILED` with PayPal's status otherwise.
 */
export interface ConfirmSubscriptionResponse {
  success: true
  status: 'ACTIVE'
  role: 'prouser' | 'premiumuser'
  renewalDate: string
}

export interface CaptureOrderInput {
  orderID: string
  userId: number
  plan: PaidPlanName
}

export interface CompletedCapture {
  success: true
  status: 'COMPLETED'
  role: 'prouser' | 'premiumuser'
  /** End of the paid period. */
  renewalDate: string
}

/** PayPal holds the capture (e.g. for review): the plan starts when PayPal completes it. */
export interface PendingCapture {
  success: true
  status: 'PENDING'
}

/**
 * A refused capture is 402 `PAYMENT_FAILED` with `reason` (PayPal's issue); when she can pay
 * with another funding source it also carries `payerActionUrl`, where PayPal lets her choose one.
 */
export type CaptureOrderResponse = CompletedCapture | PendingCapture

export interface SubscriptionStatus {
  success: true
  currentPlan: PlanId
  /** Display name: Basic, Pro or Premium. */
  planName: string
  /** False once cancelled or on the free plan. */
  isActive: boolean
  /** Translation keys. */
  features: string[]
  /** When the plan renews (`renews`), else when the paid period or trial ends; null on the free plan. */
  renewalDate: string | null
  /** True only for a monthly PayPal subscription that renews at renewalDate. */
  renews: boolean
  /** A renewing subscription can be cancelled (it then ends at renewalDate). */
  canCancel: boolean
  /** Our subscription id (`DLM-…`) or PayPal's (`I-…`); null when there is nothing to cancel. */
  paypalSubscriptionId: string | null
  /** Her latest payment, when PayPal held it for review and then declined it (nothing was charged); else null. */
  declinedPayment: { plan: PlanId; declinedAt: string } | null
}

/** What we did with a PayPal notification: `duplicate` when it came before, `ignored` for events we do not act on. */
export type PayPalWebhookOutcome = 'processed' | 'duplicate' | 'ignored'

/** `POST /paypal/webhook`, answered to PayPal. */
export interface PayPalWebhookResponse {
  success: true
  outcome: PayPalWebhookOutcome
}

export interface CancelSubscriptionInput {
  subscriptionId: string
  reason?: string
}

export interface CancelSubscriptionResponse {
  success: true
  message: string
  /** The role stays until then. */
  endsAt: string
}
