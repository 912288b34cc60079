import { afterEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../src/core/http-client.js'
import { createApiClient } from '../../src/index.js'
import { CookieJar } from '../../src/node.js'
import { createFakeFetch, jsonResponse } from '../support/fake-fetch.js'

const user = { id: 1, username: 'ada', email: 'ada@example.test', role: 'admin' }

/** The core every endpoint file builds on, for shapes no typed call uses yet. */
const httpClientOver = (fetch: typeof globalThis.fetch) =>
  createHttpClient({ baseUrl: '/api', fetch, onRefreshFailed: () => {} })

describe('requests', () => {
  it('sends a GET with cookies included and returns the parsed JSON', async () => {
    const network = createFakeFetch(() => jsonResponse(200, { status: 'ok', db: 'sqlite' }))
    const client = createApiClient({ baseUrl: 'http://api.test/api/', fetch: network.fetch })

    await expect(client.health()).resolves.toEqual({ status: 'ok', db: 'sqlite' })

    const [call] = network.calls
    expect(call?.url).toBe('http://api.test/api/health')
    expect(call?.method).toBe('GET')
    expect(call?.credentials).toBe('include')
    expect(call?.headers.get('Accept')).toBe('application/json')
    expect(call?.body).toBeUndefined()
  })

  it('sends a plain object as JSON', async () => {
    const network = createFakeFetch(() => jsonResponse(200, { success: true, user, message: 'Welcome' }))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    const answer = await client.auth.login({ usernameOrEmail: 'ada', password: 'secret' })

    expect(answer.user.username).toBe('ada')
    const [call] = network.calls
    expect(call?.url).toBe('/api/auth/login')
    expect(call?.method).toBe('POST')
    expect(call?.headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(call?.body))).toEqual({ usernameOrEmail: 'ada', password: 'secret' })
  })

  it('sends FormData as multipart, leaving the boundary to fetch', async () => {
    const network = createFakeFetch(() => jsonResponse(200, { success: true }))
    const http = httpClientOver(network.fetch)
    const form = new FormData()
    form.append('bio', 'hello')
    form.append('avatar', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'avatar.png')

    await http.put('/users/me', form)

    const [call] = network.calls
    expect(call?.body).toBe(form)
    expect(call?.headers.has('Content-Type')).toBe(false)
    // What actually goes over the wire is multipart with the file in it.
    const wire = new Request('http://api.test/', { method: 'PUT', body: call?.body ?? null })
    expect(wire.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(await wire.text()).toContain('filename="avatar.png"')
  })

  it('builds the query string from typed params, leaving out empty ones and joining lists', async () => {
    const network = createFakeFetch(() => jsonResponse(200, { posts: [] }))

    await httpClientOver(network.fetch).get('/posts', {
      query: { page: 2, search: 'a b&c', activeOnly: true, tag_id: undefined, category_id: null, ids: [1, 2, 3] },
    })

    expect(network.calls[0]?.url).toBe('/api/posts?page=2&search=a+b%26c&activeOnly=true&ids=1%2C2%2C3')
  })

  it('returns undefined for an empty success answer', async () => {
    const network = createFakeFetch(() => new Response(null, { status: 204 }))

    await expect(httpClientOver(network.fetch).delete('/posts/1')).resolves.toBeUndefined()
  })
})

describe('the XSRF header', () => {
  const page = globalThis as { document?: { cookie: string } }
  afterEach(() => {
    delete page.document
  })

  it('echoes the URI-decoded XSRF-TOKEN cookie of the page on every non-GET call, not on GETs', async () => {
    page.document = { cookie: 'theme=dark; XSRF-TOKEN=e%3Aabc%2Fdef%3D%3D; other=1' }
    const network = createFakeFetch(() => jsonResponse(200, { success: true }))
    const http = httpClientOver(network.fetch)

    await http.get('/health')
    await http.post('/auth/logout')
    await http.put('/users/me', { bio: 'x' })
    await http.delete('/posts/1')

    expect(network.calls.map((call) => call.headers.get('X-CSRF-Token'))).toEqual([
      null,
      'e:abc/def==',
      'e:abc/def==',
      'e:abc/def==',
    ])
  })

  it('makes one GET for the XSRF cookie before the first state-changing calls when it has none', async () => {
    const network = createFakeFetch((call) => {
      if (call.url.endsWith('/health')) {
        return jsonResponse(200, { status: 'ok', db: 'sqlite' }, { 'Set-Cookie': 'XSRF-TOKEN=tok%3D; Path=/' })
      }
      return jsonResponse(200, { success: true })
    })
    const client = createApiClient({
      baseUrl: 'http://api.test/api',
      fetch: network.fetch,
      cookieStore: new CookieJar(),
    })

    await Promise.all([client.auth.logout(), client.auth.logoutAll()])
    await client.auth.logout()

    expect(network.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /api/health',
      'POST /api/auth/logout',
      'POST /api/auth/logout-all',
      'POST /api/auth/logout',
    ])
    expect(network.calls.slice(1).map((call) => call.headers.get('X-CSRF-Token'))).toEqual(['tok=', 'tok=', 'tok='])
  })

  it('on another origin than the API, echoes the token the API hands over in X-XSRF-Token, the newest first', async () => {
    // The page's own cookies: the API's XSRF-TOKEN cookie belongs to another host and is not among them.
    page.document = { cookie: 'theme=dark' }
    let handedOut = 'tok-1'
    const network = createFakeFetch((call) => {
      if (call.url.endsWith('/auth/login')) handedOut = 'tok-2'
      return jsonResponse(200, { success: true, user }, { 'X-XSRF-Token': handedOut })
    })
    const client = createApiClient({ baseUrl: 'https://example.org/api', fetch: network.fetch })

    await client.auth.login({ usernameOrEmail: 'ada', password: 'secret' })
    await client.auth.logout()

    expect(network.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /api/health',
      'POST /api/auth/login',
      'POST /api/auth/logout',
    ])
    expect(network.calls.slice(1).map((call) => call.headers.get('X-CSRF-Token'))).toEqual(['tok-1', 'tok-2'])
  })

  it('keeps a token handed over with a refused write, so the retry carries it', async () => {
    page.document = { cookie: 'XSRF-TOKEN=stale' }
    const network = createFakeFetch((call) =>
      call.headers.get('X-CSRF-Token') === 'fresh'
        ? jsonResponse(200, { success: true })
        : jsonResponse(403, { success: false, code: 'CSRF_MISMATCH', message: 'no' }, { 'X-XSRF-Token': 'fresh' }),
    )
    const client = createApiClient({ baseUrl: 'https://example.org/api', fetch: network.fetch })

    await expect(client.auth.logout()).rejects.toMatchObject({ code: 'CSRF_MISMATCH' })
    await expect(client.auth.logout()).resolves.toEqual({ success: true })
    expect(network.calls.map((call) => call.headers.get('X-CSRF-Token'))).toEqual(['stale', 'fresh'])
  })

  it('still sends the call, without the header, when the priming GET fails', async () => {
    const network = createFakeFetch((call) =>
      call.url.endsWith('/health') ? jsonResponse(503, {}) : jsonResponse(200, { success: true }),
    )
    const client = createApiClient({
      baseUrl: 'http://api.test/api',
      fetch: network.fetch,
      cookieStore: new CookieJar(),
    })

    await expect(client.auth.logout()).resolves.toEqual({ success: true })
    expect(network.calls[1]?.headers.has('X-CSRF-Token')).toBe(false)
  })
})
