import { describe, expect, it, vi } from 'vitest'
import { createApiClient, type ApiError } from '../../src/index.js'
import {
  createFakeFetch,
  deferred,
  errorResponse,
  flushPromises,
  jsonResponse,
  type RecordedCall,
} from '../support/fake-fetch.js'

const me = { user: { id: 7, username: 'ada' } }

/**
 * A server whose access token has expired: data calls answer 401 TOKEN_EXPIRED until the refresh
 * went through. The refresh answer is held back until the test releases it.
 */
function serverWithExpiredSession({
  refreshAnswer = () => jsonResponse(200, { success: true }),
  expiredCode = 'TOKEN_EXPIRED',
}: { refreshAnswer?: () => Response; expiredCode?: string } = {}) {
  const refreshGate = deferred()
  let refreshed = false
  const network = createFakeFetch(async (call: RecordedCall) => {
    if (call.url.endsWith('/auth/refresh')) {
      await refreshGate.promise
      const answer = refreshAnswer()
      refreshed = answer.ok
      return answer
    }
    return refreshed ? jsonResponse(200, me) : errorResponse(401, expiredCode)
  })
  const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })
  const logout = vi.fn()
  client.on('logout', logout)
  return { network, client, logout, releaseRefresh: refreshGate.resolve }
}

describe('the session-refresh rule', () => {
  it.each(['TOKEN_EXPIRED', 'TOKEN_BLACKLISTED', 'INVALID_TOKEN'])(
    'refreshes once for any number of concurrent %s failures and replays them all',
    async (expiredCode) => {
      const { network, client, logout, releaseRefresh } = serverWithExpiredSession({ expiredCode })

      const calls = Array.from({ length: 5 }, () => client.users.me())
      await flushPromises()
      expect(network.callsTo('/auth/refresh')).toHaveLength(1)
      expect(network.callsTo('/users/me')).toHaveLength(5)
      releaseRefresh()

      await expect(Promise.all(calls)).resolves.toEqual(Array(5).fill(me))
      expect(network.callsTo('/auth/refresh')).toHaveLength(1)
      expect(network.callsTo('/users/me')).toHaveLength(10)
      expect(network.callsTo('/auth/refresh')[0]?.body).toBeUndefined()
      expect(logout).not.toHaveBeenCalled()
    },
  )

  /** `/users/me` answers its first call only when the test says so; `/health` needs the session too. */
  function serverWithOneLateCall(refreshSucceeds: boolean) {
    const lateAnswer = deferred<Response>()
    let refreshed = false
    const network = createFakeFetch(async (call) => {
      if (call.url.endsWith('/auth/refresh')) {
        refreshed = refreshSucceeds
        return refreshSucceeds ? jsonResponse(200, { success: true }) : errorResponse(401, 'TOKEN_BLACKLISTED')
      }
      if (call.url.endsWith('/users/me') && network.callsTo('/users/me').length === 1) return lateAnswer.promise
      if (refreshed) return call.url.endsWith('/users/me') ? jsonResponse(200, me) : jsonResponse(200, {})
      return errorResponse(401, 'TOKEN_EXPIRED')
    })
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })
    const logout = vi.fn()
    client.on('logout', logout)
    return { network, client, logout, answerLateCall: () => lateAnswer.resolve(errorResponse(401, 'TOKEN_EXPIRED')) }
  }

  it('replays a call that fails only after the refresh succeeded, without refreshing again', async () => {
    const { network, client, answerLateCall } = serverWithOneLateCall(true)

    const late = client.users.me()
    await expect(client.health()).resolves.toEqual({})
    answerLateCall()

    await expect(late).resolves.toEqual(me)
    expect(network.callsTo('/auth/refresh')).toHaveLength(1)
    expect(network.callsTo('/users/me')).toHaveLength(2)
  })

  it('rejects a call that fails only after the refresh failed, without refreshing or logging out again', async () => {
    const { network, client, logout, answerLateCall } = serverWithOneLateCall(false)

    const late = client.users.me()
    await expect(client.health()).rejects.toMatchObject({ code: 'TOKEN_BLACKLISTED' })
    answerLateCall()

    await expect(late).rejects.toMatchObject({ code: 'TOKEN_BLACKLISTED' })
    expect(network.callsTo('/auth/refresh')).toHaveLength(1)
    expect(network.callsTo('/users/me')).toHaveLength(1)
    expect(logout).toHaveBeenCalledTimes(1)
  })

  it('refreshes again for a call sent after an earlier refresh', async () => {
    const network = createFakeFetch((call) =>
      call.url.endsWith('/auth/refresh') ? jsonResponse(200, { success: true }) : errorResponse(401, 'TOKEN_EXPIRED'),
    )
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await expect(client.users.me()).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' })
    await expect(client.users.me()).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' })
    expect(network.callsTo('/auth/refresh')).toHaveLength(2)
  })

  it('retries a request at most once', async () => {
    const network = createFakeFetch((call) =>
      call.url.endsWith('/auth/refresh') ? jsonResponse(200, { success: true }) : errorResponse(401, 'TOKEN_EXPIRED'),
    )
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await expect(client.users.me()).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' })
    expect(network.callsTo('/users/me')).toHaveLength(2)
    expect(network.callsTo('/auth/refresh')).toHaveLength(1)
  })

  it('rejects every waiting call and emits one logout event when the refresh fails', async () => {
    const { network, client, logout, releaseRefresh } = serverWithExpiredSession({
      refreshAnswer: () => errorResponse(401, 'TOKEN_BLACKLISTED'),
    })

    const calls = Array.from({ length: 3 }, () =>
      client.users.me().then(
        () => 'resolved',
        (error: ApiError) => error.code,
      ),
    )
    await flushPromises()
    releaseRefresh()

    expect(await Promise.all(calls)).toEqual(['TOKEN_BLACKLISTED', 'TOKEN_BLACKLISTED', 'TOKEN_BLACKLISTED'])
    expect(network.callsTo('/users/me')).toHaveLength(3)
    expect(network.callsTo('/auth/refresh')).toHaveLength(1)
    expect(logout).toHaveBeenCalledTimes(1)
    expect(logout).toHaveBeenCalledWith({ reason: 'refresh_failed' })
  })

  it('passes TOKEN_MISSING and a 403 through unchanged, without a refresh', async () => {
    const network = createFakeFetch((call) =>
      call.url.endsWith('/users/me') ? errorResponse(401, 'TOKEN_MISSING') : errorResponse(403, 'FORBIDDEN'),
    )
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await expect(client.users.me()).rejects.toMatchObject({ status: 401, code: 'TOKEN_MISSING' })
    await expect(client.auth.logoutAll()).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' })
    expect(network.callsTo('/auth/refresh')).toHaveLength(0)
    expect(network.callsTo('/users/me')).toHaveLength(1)
  })

  it('passes a failing refresh call of its own through, without a logout event', async () => {
    const network = createFakeFetch(() => errorResponse(401, 'INVALID_TOKEN'))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })
    const logout = vi.fn()
    client.on('logout', logout)

    await expect(client.auth.refresh()).rejects.toMatchObject({ status: 401, code: 'INVALID_TOKEN' })
    expect(network.calls).toHaveLength(1)
    expect(logout).not.toHaveBeenCalled()
  })

  it('stops calling a listener once it unsubscribed', async () => {
    const { client, releaseRefresh } = serverWithExpiredSession({
      refreshAnswer: () => errorResponse(401, 'TOKEN_EXPIRED'),
    })
    const listener = vi.fn()
    const unsubscribe = client.on('logout', listener)
    unsubscribe()
    releaseRefresh()

    await expect(client.users.me()).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' })
    expect(listener).not.toHaveBeenCalled()
  })
})
