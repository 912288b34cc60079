/*
 * The one plan table (member-spec §6, admin-spec "Consolidated plan and price table"): prices,
 * posts per day and features come from here everywhere. Prices are EUR per month; the original
 * prices are the German text's struck-through ones.
 */
import type { PaidPlan } from '#models/payment'

export type PlanId = 'basic' | 'pro' | 'enterprise'
export type PlanRole = 'user' | PaidPlan

export interface Plan {
  id: PlanId
  role: PlanRole
  /** Display name; the role names Pro and Premium (the pricing page's "enterprise" is Premium). */
  name: string
  /** EUR per month, as PayPal's decimal string. */
  price: string
  originalPrice: string | null
  postsPerDay: number
  /** Translation keys of the member app. */
  features: string[]
  mostPopular: boolean
}

export const PLAN_CURRENCY = 'EUR'
/** A paid plan buys this many days; a new purchase of the same plan adds them to a running period. */
export const PLAN_PERIOD_DAYS = 30

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    role: 'user',
    name: 'Basic',
    price: '0.00',
    originalPrice: null,
    postsPerDay: 2,
    features: ['plans.features.postsPerDay', 'plans.features.optionsAB'],
    mostPopular: false,
  },
  {
    id: 'pro',
    role: 'prouser',
    name: 'Pro',
    price: '4.99',
    originalPrice: '9.99',
    postsPerDay: 5,
    features: [
      'plans.features.postsPerDay',
      'plans.features.optionsABCD',
      'plans.features.featuredPosts',
      'plans.features.proBadge',
      'plans.features.aiAnalysis',
    ],
    mostPopular: true,
  },
  {
    id: 'enterprise',
    role: 'premiumuser',
    name: 'Premium',
    price: '9.99',
    originalPrice: '19.99',
    postsPerDay: 10,
    features: [
      'plans.features.postsPerDay',
      'plans.features.optionsABCD',
      'plans.features.featuredPosts',
      'plans.features.premiumBadge',
      'plans.features.aiAnalysis',
      'plans.features.earlyAccess',
    ],
    mostPopular: false,
  },
]

export type PaidPlanRow = Plan & { role: PaidPlan }

/** The paid plan for either naming the spec uses (pro|prouser, enterprise|premiumuser), else null. */
export function paidPlanNamed(name: string): PaidPlanRow | null {
  const plan = PLANS.find((row) => row.role !== 'user' && (row.id === name || row.role === name))
  return (plan as PaidPlanRow | undefined) ?? null
}

export function planOfRole(role: PlanRole): Plan {
  return PLANS.find((row) => row.role === role)!
}

/** The accepted plan names of the payment calls. */
export const PAID_PLAN_NAMES = ['pro', 'enterprise', 'prouser', 'premiumuser'] as const
