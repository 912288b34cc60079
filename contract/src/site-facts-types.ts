import type { BadgeCategory, BadgeType } from './badge-types.js'
import type { SiteFactsRetention } from './data-export-types.js'
import type { PlanId } from './payment-types.js'
import type { Role } from './types.js'

/** One plan as the FAQ quotes it: EUR per month and the daily post allowance. */
export interface SiteFactsPlan {
  id: PlanId
  role: Role
  name: string
  price: number
  currency: 'EUR'
  postsPerDay: number
}

export interface SiteFactsBadgeFamily {
  type: BadgeType
  category: BadgeCategory
  /** Lowest first. */
  thresholds: number[]
}

/** The operator of the legal notice; `demo` while the IMPRINT_* configuration is missing (sample values). */
export interface SiteImprint {
  name: string
  address: string
  taxId: string
  demo: boolean
}

/** `GET /site-facts`: the figures the FAQ and the legal pages quote, from the server's own rules. */
export interface SiteFacts {
  success: true
  plans: SiteFactsPlan[]
  /** Days one payment of a paid plan buys. */
  planPeriodDays: number
  /** Days of Pro a new member gets. */
  trialDays: number
  /** Posts per calendar day by role; null is unlimited. */
  postsPerDay: Record<Role, number | null>
  voteLimit: { min: number; max: number }
  timeLimitHours: { min: number; max: number }
  image: { maxMegabytes: number; types: string[] }
  badges: SiteFactsBadgeFamily[]
  contactEmail: string
  imprint: SiteImprint
  /** How long each kind of personal data is kept (the privacy page). */
  retentionDays: SiteFactsRetention
}
