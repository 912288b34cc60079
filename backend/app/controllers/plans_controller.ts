import { PLANS, PLAN_CURRENCY } from '#services/payments/plans'
import { paymentsAreDemo } from '#services/payments/paypal_access'
import { endExpiredPeriodsPeriodically } from '#services/payments/period_end'

/** GET /plans: the server's plan table, public (the pricing page and the FAQ read it). */
export default class PlansController {
  async index() {
    await endExpiredPeriodsPeriodically()
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
}
