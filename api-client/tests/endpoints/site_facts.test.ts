import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/index.js'
import type { SiteFacts } from '../../src/index.js'
import { createFakeFetch, errorResponse, jsonResponse } from '../support/fake-fetch.js'

const facts: SiteFacts = {
  success: true,
  plans: [{ id: 'pro', role: 'prouser', name: 'Pro', price: 4.99, currency: 'EUR', postsPerDay: 5 }],
  planPeriodDays: 30,
  trialDays: 30,
  postsPerDay: { user: 2, prouser: 5, premiumuser: 10, admin: null },
  voteLimit: { min: 11, max: 9999 },
  timeLimitHours: { min: 1, max: 168 },
  image: { maxMegabytes: 5, types: ['jpeg', 'png', 'gif', 'webp'] },
  badges: [{ type: 'POST_COUNT', category: 'Community', thresholds: [1, 10, 50] }],
  contactEmail: 'kontakt@dilemma.example',
  imprint: { name: 'Dilemma Beispiel GmbH', address: 'Musterstraße 1', taxId: 'DE000000000', demo: true },
  retentionDays: {
    endedSessions: 30,
    expiredInvitations: 30,
    usedTokens: 1,
    readNotices: 180,
    webhookEvents: 90,
    dataExports: 7,
  },
}

describe('site facts', () => {
  it('reads the figures of the content pages with one GET', async () => {
    const network = createFakeFetch(() => jsonResponse(200, facts))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await expect(client.siteFacts.get()).resolves.toEqual(facts)
    expect(network.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/site-facts'])
  })

  it('passes a server failure on as an ApiError', async () => {
    const network = createFakeFetch(() => errorResponse(500, 'SERVER_ERROR', 'Boom'))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await expect(client.siteFacts.get()).rejects.toMatchObject({ status: 500, code: 'SERVER_ERROR' })
  })
})
