import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/index.js'
import { createFakeFetch, jsonResponse } from '../support/fake-fetch.js'

const ok = () => jsonResponse(200, { success: true, user: { id: 1 }, message: 'ok' })

describe('account and invitation calls', () => {
  it('sends only the profile fields given, as multipart with the avatar as a file', async () => {
    const network = createFakeFetch(ok)
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })
    const avatar = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' })

    await client.accounts.updateProfile({ bio: '', avatar })

    const [call] = network.calls
    expect(call?.method).toBe('PUT')
    expect(call?.url).toBe('/api/users/me')
    const form = call?.body as FormData
    expect([...form.keys()]).toEqual(['bio', 'avatar'])
    expect(form.get('bio')).toBe('')
    expect((form.get('avatar') as File).name).toBe('me.jpg')
    // fetch writes the multipart boundary itself.
    expect(call?.headers.get('Content-Type')).toBeNull()
  })

  it('completes a registration as multipart without trying a session refresh on failure', async () => {
    const network = createFakeFetch(() =>
      jsonResponse(400, { success: false, code: 'INVALID_OR_EXPIRED_TOKEN', message: 'x' }),
    )
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await expect(
      client.accounts.completeRegistration({ token: 't', username: 'mia', password: 'secret1' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_OR_EXPIRED_TOKEN',
    })
    const form = network.calls[0]?.body as FormData
    expect(Object.fromEntries(form.entries())).toEqual({ token: 't', username: 'mia', password: 'secret1' })
    expect(network.callsTo('/auth/refresh')).toHaveLength(0)
  })

  it('checks a registration link read-only, with the token escaped, without trying a session refresh', async () => {
    const network = createFakeFetch(() =>
      jsonResponse(400, { success: false, code: 'INVALID_OR_EXPIRED_TOKEN', message: 'x' }),
    )
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await expect(client.accounts.checkRegistrationLink('a/b c')).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_OR_EXPIRED_TOKEN',
    })
    expect(network.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/auth/registration-token/a%2Fb%20c',
    ])
    expect(network.callsTo('/auth/refresh')).toHaveLength(0)
  })

  it('deletes the account with the password, or the username of a Google-only account, as JSON', async () => {
    const network = createFakeFetch(ok)
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await client.accounts.deleteAccount({ password: 'secret1' })
    await client.accounts.deleteAccount({ username: 'mia' })

    expect(network.calls.map((call) => call.method)).toEqual(['DELETE', 'DELETE'])
    expect(network.calls.map((call) => JSON.parse(String(call.body)))).toEqual([
      { password: 'secret1' },
      { username: 'mia' },
    ])
  })

  it('lists invitations with the filters as query parameters and revokes by id', async () => {
    const network = createFakeFetch(() => jsonResponse(200, { success: true, invitations: [], pagination: {} }))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await client.invitations.list({ status: 'pending', search: 'anna' })
    await client.invitations.revoke(7)

    expect(network.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/admin/invitations?status=pending&search=anna',
      'DELETE /api/admin/invitations/7',
    ])
  })

  it('asks for the data archive with her password and reads its state', async () => {
    const state = { success: true, status: 'preparing', requestedAt: 'x', readyAt: null, expiresAt: null }
    const network = createFakeFetch(() => jsonResponse(202, { ...state, downloadUrl: null, nextRequestAt: 'y' }))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    expect((await client.accounts.requestDataExport({ password: 'secret1' })).status).toBe('preparing')
    await client.accounts.dataExport()

    expect(network.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/users/me/export',
      'GET /api/users/me/export',
    ])
    expect(JSON.parse(String(network.calls[0]?.body))).toEqual({ password: 'secret1' })
  })
})
