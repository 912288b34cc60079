import type { SiteFacts } from '@dilemma/api-client'
import type { useIntl } from '@dilemma/app-runtime'

type Intl = ReturnType<typeof useIntl>

/**
 * The ICU placeholders of the FAQ's answers, every figure from the server's own rules
 * (GET /site-facts), so the answers cannot contradict the product.
 */
export function faqValues(facts: SiteFacts, intl: Intl): Record<string, string | number> {
  const planNamed = (id: string) => facts.plans.find((plan) => plan.id === id)
  const price = (id: string) => {
    const plan = planNamed(id)
    return plan ? intl.formatNumber(plan.price, { style: 'currency', currency: plan.currency }) : ''
  }
  const badgeList = facts.badges
    .map(
      (family) =>
        `${intl.formatMessage({ id: `member.faq.badgeFamily.${family.type}` })} (${intl.formatList(
          family.thresholds.map((threshold) => intl.formatNumber(threshold)),
        )})`,
    )
    .join('; ')
  return {
    basicPosts: facts.postsPerDay.user ?? '',
    proPosts: facts.postsPerDay.prouser ?? '',
    premiumPosts: facts.postsPerDay.premiumuser ?? '',
    proPrice: price('pro'),
    premiumPrice: price('enterprise'),
    proName: planNamed('pro')?.name ?? 'Pro',
    premiumName: planNamed('enterprise')?.name ?? 'Premium',
    trialDays: facts.trialDays,
    periodDays: facts.planPeriodDays,
    voteMin: intl.formatNumber(facts.voteLimit.min),
    voteMax: intl.formatNumber(facts.voteLimit.max),
    timeMin: facts.timeLimitHours.min,
    timeMax: facts.timeLimitHours.max,
    imageMegabytes: facts.image.maxMegabytes,
    imageTypes: intl.formatList(facts.image.types.map((type) => type.toUpperCase())),
    badgeFamilyCount: facts.badges.length,
    badgeList,
    email: facts.contactEmail,
  }
}
