import type { Role } from '@dilemma/api-client'
import { CLIENT_PATHS, clientPath } from '@dilemma/contract/client-paths'

/** The plans of the pricing page, by their plan names (member-spec §2 Premium options). */
export type PlanName = 'basic' | 'pro' | 'enterprise'
export type PaidPlan = Exclude<PlanName, 'basic'>

const planOfRoleTable: Partial<Record<Role, PlanName>> = {
  user: 'basic',
  prouser: 'pro',
  premiumuser: 'enterprise',
}

/** A member's plan by her role; none for guests and admins, who have no plan. */
export function planOfRole(role: Role | undefined): PlanName | null {
  return (role && planOfRoleTable[role]) ?? null
}

/** Where choosing a plan leads: the free plan back to the feed, a paid one to its payment. */
export function planDestination(plan: PlanName): string {
  return plan === 'basic' ? CLIENT_PATHS.feed : clientPath('payment', {}, { plan })
}

/**
 * The paid plan a `?plan=` value names: `pro` or `enterprise`, also in role terms (`prouser`,
 * `premiumuser`, member-spec §4 Payment); null for anything else.
 */
export function paidPlanOf(value: string | null): PaidPlan | null {
  const plan = value === 'prouser' || value === 'premiumuser' ? planOfRoleTable[value] : value
  return plan === 'pro' || plan === 'enterprise' ? plan : null
}
