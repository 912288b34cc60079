/*
 * A Subscriptions v1 subscription as we use it, read from PayPal's JSON
 * (billing_subscriptions_v1.json, `subscription`): its status, plan, custom_id, approval link and
 * `billing_info.next_billing_time`; and the billing plan fields that say what a plan charges.
 */
import { invalidResponse } from '#services/payments/paypal/paypal_errors'
import type { PayPalAmount } from '#services/payments/paypal/paypal_order'

export interface PayPalSubscription {
  id: string
  /** APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED. */
  status: string
  planId: string | null
  customId: string | null
  approveUrl: string | null
  /** When PayPal bills next (only while it renews). */
  nextBillingTime: string | null
  /** When PayPal last collected a cycle (`billing_info.last_payment.time`). */
  lastPaymentTime: string | null
}

export interface PayPalPlan {
  id: string
  productId: string
  status: string
  /** The REGULAR cycle's fixed price, and its interval (MONTH, 1 for ours). */
  price: PayPalAmount | null
  interval: string | null
}

interface SubscriptionJson {
  id?: unknown
  status?: unknown
  plan_id?: unknown
  custom_id?: unknown
  links?: { rel?: unknown; href?: unknown }[]
  billing_info?: { next_billing_time?: unknown; last_payment?: { time?: unknown } }
}

interface PlanJson {
  id?: unknown
  product_id?: unknown
  status?: unknown
  billing_cycles?: {
    tenure_type?: unknown
    frequency?: { interval_unit?: unknown; interval_count?: unknown }
    pricing_scheme?: { fixed_price?: { currency_code?: unknown; value?: unknown } }
  }[]
}

const optional = (value: unknown) => (typeof value === 'string' ? value : null)

export function subscriptionFromJson(json: unknown): PayPalSubscription {
  const subscription = (json ?? {}) as SubscriptionJson
  if (typeof subscription.id !== 'string' || typeof subscription.status !== 'string') {
    throw invalidResponse('subscription id or status')
  }
  return {
    id: subscription.id,
    status: subscription.status,
    planId: optional(subscription.plan_id),
    customId: optional(subscription.custom_id),
    approveUrl: optional(subscription.links?.find((link) => link.rel === 'approve')?.href),
    nextBillingTime: optional(subscription.billing_info?.next_billing_time),
    lastPaymentTime: optional(subscription.billing_info?.last_payment?.time),
  }
}

export function planFromJson(json: unknown): PayPalPlan {
  const plan = (json ?? {}) as PlanJson
  if (typeof plan.id !== 'string' || typeof plan.product_id !== 'string') throw invalidResponse('plan id')
  const regular = plan.billing_cycles?.find((cycle) => cycle.tenure_type === 'REGULAR')
  const price = regular?.pricing_scheme?.fixed_price
  const frequency = regular?.frequency
  return {
    id: plan.id,
    productId: plan.product_id,
    status: optional(plan.status) ?? '',
    price:
      typeof price?.currency_code === 'string' && typeof price.value === 'string'
        ? { currencyCode: price.currency_code, value: price.value }
        : null,
    interval: frequency ? `${String(frequency.interval_unit)}/${String(frequency.interval_count ?? 1)}` : null,
  }
}
