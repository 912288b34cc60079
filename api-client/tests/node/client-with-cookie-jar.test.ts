import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/index.js'
import { CookieJar } from '../../src/node.js'
import { createFakeFetch, errorResponse, jsonResponse } from '../support/fake-fetch.js'

describe('the client with a cookie jar', () => {
  it('keeps the cookies the server sets and sends back those whose path matches', async () => {
    const network = createFakeFetch((call) => {
      const path = new URL(call.url).pathname
      if (path === '/api/health') return jsonResponse(200, {}, { 'Set-Cookie': 'XSRF-TOKEN=x%3D1; Path=/' })
      if (path === '/api/auth/login') {
        const headers = new Headers()
        headers.append('Set-Cookie', 'access=A1; Path=/api; HttpOnly')
        headers.append('Set-Cookie', 'refresh=R1; Path=/api/auth; HttpOnly')
        return jsonResponse(200, { success: true, user: {}, message: 'ok' }, headers)
      }
      if (path === '/api/users/me') return errorResponse(401, 'TOKEN_EXPIRED')
      return jsonResponse(200, { success: true })
    })
    const jar = new CookieJar()
    const client = createApiClient({ baseUrl: 'http://localhost:3333/api', fetch: network.fetch, cookieStore: jar })

    await client.auth.login({ usernameOrEmail: 'ada', password: 'secret' })
    await client.users.me().catch(() => undefined)

    const cookiesSentTo = (path: string) => network.callsTo(path).map((call) => call.headers.get('Cookie'))
    expect(cookiesSentTo('/api/auth/login')).toEqual(['XSRF-TOKEN=x%3D1'])
    expect(cookiesSentTo('/api/users/me')[0]).toBe('access=A1; XSRF-TOKEN=x%3D1')
    expect(cookiesSentTo('/api/auth/refresh')).toEqual(['refresh=R1; access=A1; XSRF-TOKEN=x%3D1'])
    expect(network.callsTo('/api/auth/refresh')[0]?.headers.get('X-CSRF-Token')).toBe('x=1')
  })
})
