import type { PlansResponse } from '@dilemma/contract'
import { PLANS, PLAN_CURRENCY } from '#services/payments/plans'
import { paymentsAreDemo } from '#services/payments/paypal_access'

/** The public plan table: `GET /plans`' answer, and `/premium`'s first screen: one table for both. */
export function planTable(): PlansResponse {
  return {
    success: true,
    plans: PLANS.map((plan) => ({
      id: plan.id,
      role: plan.role,
      price: Number(plan.price),
      originalPrice: plan.originalPrice === null ? null : Number(plan.originalPrice),
      currency: PLAN_CURRENCY,
      interval: 'month',
      postsPerDay: plan.postsPerDay,
      features: plan.features,
      mostPopular: plan.mostPopular,
    })),
    demo: paymentsAreDemo(),
  }
}
