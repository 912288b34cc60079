import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/index.js'
import type { PublicProfile } from '../../src/index.js'
import { createFakeFetch, errorResponse, jsonResponse } from '../support/fake-fetch.js'

const profile: PublicProfile = {
  id: 7,
  username: 'paula',
  avatar_url: null,
  role: 'premiumuser',
  is_featured: true,
  bio: 'Mum of three.',
  created_at: '2026-01-01T10:00:00.000Z',
}

describe('user calls', () => {
  it("reads a member's public profile with the session cookies", async () => {
    const network = createFakeFetch(() => jsonResponse(200, { success: true, user: profile }))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await expect(client.users.publicProfile(7)).resolves.toEqual({ success: true, user: profile })

    expect(network.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/users/7/public-profile'])
    expect(network.calls[0]?.credentials).toBe('include')
  })

  it('passes USER_NOT_FOUND on as a 404 without trying a session refresh', async () => {
    const network = createFakeFetch(() => errorResponse(404, 'USER_NOT_FOUND'))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await expect(client.users.publicProfile(99)).rejects.toMatchObject({ status: 404, code: 'USER_NOT_FOUND' })
    expect(network.callsTo('/auth/refresh')).toHaveLength(0)
  })
})
