/*
 * The PayPal billing plans our monthly subscriptions use: one SERVICE product per paid plan (our
 * own product id, so it is found again) and one ACTIVE monthly plan at the plan table's price,
 * billed until cancelled. Found or created idempotently (`node ace paypal:plans`, or on first use);
 * PAYPAL_PLAN_ID_PRO / PAYPAL_PLAN_ID_PREMIUM override them.
 */
import { randomUUID } from 'node:crypto'
import env from '#start/env'
import type { PaidPlan } from '#models/payment'
import type { PayPalClient, PayPalPlan } from '#services/payments/paypal/paypal_client'
import { PLAN_CURRENCY, planOfRole } from '#services/payments/plans'

const PRODUCT_IDS: Record<PaidPlan, string> = { prouser: 'DILEMMA-PRO', premiumuser: 'DILEMMA-PREMIUM' }
const OVERRIDES: Record<PaidPlan, 'PAYPAL_PLAN_ID_PRO' | 'PAYPAL_PLAN_ID_PREMIUM'> = {
  prouser: 'PAYPAL_PLAN_ID_PRO',
  premiumuser: 'PAYPAL_PLAN_ID_PREMIUM',
}

/** Per client (one per configuration), the plan ids found or made. */
const known = new WeakMap<PayPalClient, Map<PaidPlan, Promise<string>>>()

function isOurs(plan: PayPalPlan, price: string): boolean {
  return (
    plan.status === 'ACTIVE' &&
    plan.interval === 'MONTH/1' &&
    plan.price?.currencyCode === PLAN_CURRENCY &&
    Number(plan.price.value).toFixed(2) === Number(price).toFixed(2)
  )
}

/** Finds or creates the product and the monthly plan of `role` at PayPal; answers the plan id. */
export async function provisionPayPalPlan(paypal: PayPalClient, role: PaidPlan): Promise<string> {
  const plan = planOfRole(role)
  const productId = PRODUCT_IDS[role]
  if (!(await paypal.findProduct(productId))) {
    await paypal.createProduct({
      id: productId,
      name: `Dilemma ${plan.name}`,
      description: `Dilemma ${plan.name}, monthly`,
      requestId: randomUUID(),
    })
  }
  const existing = (await paypal.listPlans(productId)).find((candidate) => isOurs(candidate, plan.price))
  if (existing) return existing.id
  const created = await paypal.createPlan({
    productId,
    name: `Dilemma ${plan.name} monthly`,
    price: { currencyCode: PLAN_CURRENCY, value: plan.price },
    requestId: randomUUID(),
  })
  return created.id
}

/** The PayPal plan id of `role`: the environment's, else found or created once per client. */
export function payPalPlanId(paypal: PayPalClient, role: PaidPlan): Promise<string> {
  const configured = env.get(OVERRIDES[role])
  if (configured) return Promise.resolve(configured)
  const plans = known.get(paypal) ?? new Map<PaidPlan, Promise<string>>()
  known.set(paypal, plans)
  let planId = plans.get(role)
  if (!planId) {
    planId = provisionPayPalPlan(paypal, role)
    plans.set(role, planId)
    planId.catch(() => plans.delete(role))
  }
  return planId
}

/** Which of our plans a PayPal plan id is, or null. */
export async function roleOfPayPalPlan(paypal: PayPalClient, planId: string | null): Promise<PaidPlan | null> {
  for (const role of ['prouser', 'premiumuser'] as const) {
    if (planId !== null && (await payPalPlanId(paypal, role)) === planId) return role
  }
  return null
}
