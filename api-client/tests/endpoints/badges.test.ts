import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/index.js'
import type { EarnedBadge, MemberStats, MyBadgesResponse } from '../../src/index.js'
import { createFakeFetch, errorResponse, jsonResponse } from '../support/fake-fetch.js'

const earned: EarnedBadge = {
  id: 3,
  name: 'LOGIN_STREAK_7',
  type: 'LOGIN_STREAK',
  category: 'Community',
  threshold: 7,
  tier: 2,
  icon_url: null,
  earned_at: '2026-01-02T08:00:00.000Z',
}

const stats: MemberStats = {
  current_login_streak: 2,
  max_login_streak: 7,
  total_posts_created: 1,
  total_likes_received_on_posts: 0,
  total_votes_given: 5,
  total_likes_given: 0,
  total_posts_saved: 0,
  total_polls: 1,
  total_votes_received: 4,
  member_since_days: 30,
  most_popular_poll: { id: 9, title: 'Cake or pie?', total_votes: 4, like_count: 0 },
  most_used_tags: [{ id: 1, name: 'food', count: 1 }],
}

function clientAnswering(body: unknown) {
  const network = createFakeFetch(() => jsonResponse(200, body))
  return { network, client: createApiClient({ baseUrl: '/api', fetch: network.fetch }) }
}

const calledRoutes = (network: ReturnType<typeof createFakeFetch>) =>
  network.calls.map((call) => `${call.method} ${call.url}`)

describe('badge calls', () => {
  it('reads her badge catalogue with progress', async () => {
    const body: MyBadgesResponse = {
      success: true,
      badges: [{ ...earned, earned: true, seen: false }],
      families: [
        {
          type: 'LOGIN_STREAK',
          category: 'Community',
          current: 7,
          previous_threshold: 7,
          next_threshold: 14,
          next_badge_id: 4,
        },
      ],
    }
    const { network, client } = clientAnswering(body)

    await expect(client.badges.mine()).resolves.toEqual(body)
    expect(calledRoutes(network)).toEqual(['GET /api/users/badges'])
    expect(network.calls[0]?.credentials).toBe('include')
  })

  it('polls her unseen badges', async () => {
    const { network, client } = clientAnswering({ success: true, newBadges: [earned] })

    await expect(client.badges.unseen()).resolves.toEqual({ success: true, newBadges: [earned] })
    expect(calledRoutes(network)).toEqual(['GET /api/users/badges/new'])
  })

  it('marks a badge seen with a state-changing POST', async () => {
    const { network, client } = clientAnswering({ success: true })

    await expect(client.badges.markSeen(3)).resolves.toEqual({ success: true })
    expect(calledRoutes(network)).toEqual(['POST /api/users/mark-badge-seen/3'])
  })

  it('marks a badge toasted with a state-changing POST', async () => {
    const { network, client } = clientAnswering({ success: true })

    await expect(client.badges.markToasted(3)).resolves.toEqual({ success: true })
    expect(calledRoutes(network)).toEqual(['POST /api/users/mark-badge-toasted/3'])
  })

  it("reads another member's earned badges and her own stats", async () => {
    const { network, client } = clientAnswering({ success: true, badges: [earned] })
    await expect(client.badges.ofUser(7)).resolves.toEqual({ success: true, badges: [earned] })

    const statsCall = clientAnswering({ success: true, stats })
    await expect(statsCall.client.badges.stats(7)).resolves.toEqual({ success: true, stats })

    expect(calledRoutes(network)).toEqual(['GET /api/users/7/badges'])
    expect(calledRoutes(statsCall.network)).toEqual(['GET /api/users/7/stats'])
  })

  it('passes BADGE_NOT_FOUND and FORBIDDEN on with their codes', async () => {
    const notFound = createFakeFetch(() => errorResponse(404, 'BADGE_NOT_FOUND'))
    const forbidden = createFakeFetch(() => errorResponse(403, 'FORBIDDEN'))

    await expect(createApiClient({ baseUrl: '/api', fetch: notFound.fetch }).badges.markSeen(99)).rejects.toMatchObject(
      { status: 404, code: 'BADGE_NOT_FOUND' },
    )
    await expect(createApiClient({ baseUrl: '/api', fetch: forbidden.fetch }).badges.stats(8)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
  })
})
