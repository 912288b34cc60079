import { RETENTION_DEFAULT_DAYS } from '@dilemma/contract/retention'
import type { SiteFacts } from '@dilemma/api-client'

/** The server's answer with the spec's figures; tests change one figure to prove it is quoted. */
export const siteFacts: SiteFacts = {
  success: true,
  plans: [
    { id: 'basic', role: 'user', name: 'Basic', price: 0, currency: 'EUR', postsPerDay: 2 },
    { id: 'pro', role: 'prouser', name: 'Pro', price: 4.99, currency: 'EUR', postsPerDay: 5 },
    { id: 'enterprise', role: 'premiumuser', name: 'Premium', price: 9.99, currency: 'EUR', postsPerDay: 10 },
  ],
  planPeriodDays: 30,
  trialDays: 30,
  postsPerDay: { user: 2, prouser: 5, premiumuser: 10, admin: null },
  voteLimit: { min: 11, max: 9999 },
  timeLimitHours: { min: 1, max: 168 },
  image: { maxMegabytes: 5, types: ['jpeg', 'png', 'gif', 'webp'] },
  badges: [
    { type: 'LOGIN_STREAK', category: 'Activity', thresholds: [1, 7, 15, 30, 60, 90, 120, 240, 365] },
    { type: 'POST_COUNT', category: 'Community', thresholds: [1, 10, 50, 100, 250, 500, 1000] },
  ],
  contactEmail: 'kontakt@dilemma.example',
  imprint: { name: 'Dilemma Beispiel GmbH', address: 'Musterstraße 1, 10115 Berlin', taxId: 'DE000000000', demo: true },
  retentionDays: { ...RETENTION_DEFAULT_DAYS },
}
