import { test } from '@japa/runner'
import env from '#start/env'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { serverUrl } from '#tests/helpers/server_url'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'

const ADMIN_ORIGIN = 'https://admin.example.org'
const OTHER_ORIGIN = 'https://evil.example.net'

/**
 * A page on another origin talking to the API with `credentials: 'include'`: the browser keeps
 * the API's cookies (sent back on every call) but the page cannot read them, so its only source of
 * the CSRF token is the X-XSRF-Token answer header.
 */
class CrossOriginPage {
  private cookies = new Map<string, string>()
  handedOverToken: string | null = null

  constructor(private origin: string) {}

  async send(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { origin: this.origin, accept: 'application/json' }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (this.handedOverToken) headers['x-csrf-token'] = this.handedOverToken
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(serverUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const separator = pair.indexOf('=')
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1))
    }
    this.handedOverToken = response.headers.get('x-xsrf-token') ?? this.handedOverToken
    return response
  }
}

function preflight(origin: string, path = '/api/auth/login') {
  return fetch(serverUrl(path), {
    method: 'OPTIONS',
    headers: {
      origin: origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-csrf-token',
    },
  })
}

test.group('CORS for the standalone admin site (CORS_ORIGINS)', (group) => {
  group.setup(() => {
    const before = env.get('CORS_ORIGINS') ?? ''
    env.set('CORS_ORIGINS', `${ADMIN_ORIGIN}, http://localhost:5176`)
    return () => env.set('CORS_ORIGINS', before)
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a preflight from an allowed origin is answered with credentials and the exposed token header', async ({
    assert,
  }) => {
    const response = await preflight(ADMIN_ORIGIN)

    assert.equal(response.status, 204)
    assert.equal(response.headers.get('access-control-allow-origin'), ADMIN_ORIGIN)
    assert.equal(response.headers.get('access-control-allow-credentials'), 'true')
    assert.include(response.headers.get('access-control-allow-methods')!, 'POST')
    assert.include(response.headers.get('access-control-allow-headers')!, 'x-csrf-token')
    assert.include(response.headers.get('access-control-expose-headers')!.split(','), 'x-xsrf-token')
    assert.include(response.headers.get('vary') ?? '', 'Origin')
  })

  test('an origin that is not listed gets no CORS headers and no token', async ({ assert }) => {
    const refusedPreflight = await preflight(OTHER_ORIGIN)
    const read = await new CrossOriginPage(OTHER_ORIGIN).send('GET', '/api/health')

    for (const response of [refusedPreflight, read]) {
      assert.isNull(response.headers.get('access-control-allow-origin'))
      assert.isNull(response.headers.get('access-control-allow-credentials'))
      assert.isNull(response.headers.get('access-control-expose-headers'))
      assert.isNull(response.headers.get('x-xsrf-token'))
    }
    assert.equal(read.status, 200)
  })

  test('the same-origin site is not handed the token in a header: it reads its cookie', async ({ assert }) => {
    const response = await fetch(serverUrl('/api/health'))

    assert.isNull(response.headers.get('x-xsrf-token'))
    assert.isNull(response.headers.get('access-control-allow-origin'))
  })

  test('an allowed origin signs in and writes with the handed-over token, renewed at login', async ({ assert }) => {
    const admin = await createUser({ role: 'admin' })
    const page = new CrossOriginPage(ADMIN_ORIGIN)

    const primed = await page.send('GET', '/api/health')
    const tokenBeforeLogin = page.handedOverToken
    const login = await page.send('POST', '/api/auth/login', { usernameOrEmail: admin.email, password: TEST_PASSWORD })

    assert.equal(primed.headers.get('access-control-allow-origin'), ADMIN_ORIGIN)
    assert.exists(tokenBeforeLogin)
    assert.equal(login.status, 200)
    assert.equal(login.headers.get('access-control-allow-credentials'), 'true')
    // Login renews the CSRF secret; the answer carries the token made from the new one.
    assert.exists(page.handedOverToken)
    assert.notEqual(page.handedOverToken, tokenBeforeLogin)

    const me = await page.send('GET', '/api/users/me')
    assert.equal(me.status, 200)
    const logout = await page.send('POST', '/api/auth/logout')
    assert.equal(logout.status, 200)
  })

  test('a write from an allowed origin without the token is refused and hands out the current one', async ({
    assert,
  }) => {
    const page = new CrossOriginPage(ADMIN_ORIGIN)
    await page.send('GET', '/api/health')
    // As if the page had lost it: the token it was handed is not sent.
    page.handedOverToken = null

    const refused = await page.send('POST', '/api/auth/logout')

    assert.equal(refused.status, 403)
    assert.equal(((await refused.json()) as { code: string }).code, 'CSRF_MISMATCH')
    assert.equal(refused.headers.get('access-control-allow-origin'), ADMIN_ORIGIN)
    assert.exists(refused.headers.get('x-xsrf-token'))
    const retried = await page.send('POST', '/api/auth/logout')
    assert.equal(retried.status, 200)
  })
})
