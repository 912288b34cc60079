import type * as Wire from '@dilemma/contract'
import env from '#start/env'
import { PLANS, PLAN_CURRENCY, PLAN_PERIOD_DAYS } from '#services/payments/plans'
import { DAILY_POST_LIMITS, TIME_LIMIT_HOURS_RANGE, VOTE_LIMIT_RANGE } from '#services/posts/poll_rules'
import { TRIAL_DAYS } from '#rules/trial'
import { MAX_IMAGE_BYTES } from '#services/http/upload_routes'
import { ACCEPTED_IMAGE_TYPES } from '#services/images/image_processing'
import { badgeCatalogue } from '#services/badges/badge_catalogue'
import retention from '#config/retention'

const DEFAULT_CONTACT_EMAIL = 'kontakt@dilemma.example'

/** Sample operator details, shown marked as such until IMPRINT_* is configured. */
const SAMPLE_IMPRINT = {
  name: 'Dilemma Beispiel GmbH',
  address: 'Musterstraße 1, 10115 Berlin, Deutschland',
  taxId: 'DE000000000',
}

function imprintFacts() {
  const configured = {
    name: env.get('IMPRINT_NAME'),
    address: env.get('IMPRINT_ADDRESS'),
    taxId: env.get('IMPRINT_TAX_ID'),
  }
  const demo = !configured.name || !configured.address || !configured.taxId
  return demo ? { ...SAMPLE_IMPRINT, demo } : { ...(configured as typeof SAMPLE_IMPRINT), demo }
}

async function badgeFamilies() {
  const { byType } = await badgeCatalogue()
  return [...byType.entries()].map(([type, tiers]) => ({
    type,
    category: tiers[0].category,
    thresholds: tiers.map((tier) => tier.threshold),
  }))
}

/**
 * GET /site-facts: public. The figures the FAQ and the legal pages quote, taken from the modules
 * that enforce them, so the texts cannot contradict the product.
 */
export default class SiteFactsController {
  async show() {
    return {
      success: true,
      plans: PLANS.map((plan) => ({
        id: plan.id,
        role: plan.role,
        name: plan.name,
        price: Number(plan.price),
        currency: PLAN_CURRENCY,
        postsPerDay: plan.postsPerDay,
      })),
      planPeriodDays: PLAN_PERIOD_DAYS,
      trialDays: TRIAL_DAYS,
      postsPerDay: DAILY_POST_LIMITS,
      voteLimit: { min: VOTE_LIMIT_RANGE.min, max: VOTE_LIMIT_RANGE.max },
      timeLimitHours: { min: TIME_LIMIT_HOURS_RANGE.min, max: TIME_LIMIT_HOURS_RANGE.max },
      image: {
        maxMegabytes: MAX_IMAGE_BYTES / (1024 * 1024),
        types: [...ACCEPTED_IMAGE_TYPES].map((type) => type.replace('image/', '')),
      },
      badges: await badgeFamilies(),
      contactEmail: env.get('CONTACT_EMAIL') || DEFAULT_CONTACT_EMAIL,
      imprint: imprintFacts(),
      retentionDays: { ...retention.days },
    } satisfies Wire.SiteFacts
  }
}
