import { test } from '@japa/runner'
import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import proxyAddr from 'proxy-addr'
import testUtils from '@adonisjs/core/services/test_utils'
import { HttpContextFactory, RequestFactory } from '@adonisjs/core/factories/http'
import UserSession from '#models/user_session'
import { http } from '#config/app'
import { setSecurityHeaders } from '#services/http/security_headers'
import { trustedProxyList } from '#services/http/trusted_proxies'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'

const FORWARDED = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' }

/**
 * A request from `peer` that forwards for 203.0.113.7 over https, read with `trustProxy`.
 * Each test uses its own peer: Adonis caches per peer address whether it is a trusted proxy.
 */
function forwardedContext(peer: string, trustProxy: (address: string, hop: number) => boolean) {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: peer })
  const req = new IncomingMessage(socket)
  req.headers = { ...FORWARDED }
  const request = new RequestFactory().merge({ req, config: { trustProxy } }).create()
  return new HttpContextFactory().merge({ request }).create()
}

test.group('Trusted proxies (TRUSTED_PROXIES)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('by default X-Forwarded-For from loopback is ignored: the session records the peer', async ({
    client,
    assert,
  }) => {
    const user = await createUser()

    const response = await client
      .post('/api/auth/login')
      .header('x-forwarded-for', '203.0.113.7')
      .json({ usernameOrEmail: user.email, password: TEST_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    const session = await UserSession.query().where('user_id', user.id).firstOrFail()
    assert.notEqual(session.ip, '203.0.113.7')
    assert.match(session.ip!, /127\.0\.0\.1|::1/)
  })

  test('the app config trusts no proxy: the peer is the client and no HSTS is sent', async ({ assert }) => {
    const ctx = forwardedContext('192.0.2.10', http.trustProxy)

    setSecurityHeaders(ctx)

    assert.equal(ctx.request.ip(), '192.0.2.10')
    assert.isUndefined(ctx.response.getHeader('Strict-Transport-Security'))
  })

  test("a listed proxy's X-Forwarded-For is the client and its X-Forwarded-Proto https brings HSTS", async ({
    assert,
  }) => {
    const trusted = proxyAddr.compile(trustedProxyList('TRUSTED_PROXIES', ' 10.0.0.0/8 , loopback'))
    const ctx = forwardedContext('10.1.2.3', trusted)

    setSecurityHeaders(ctx)

    assert.equal(ctx.request.ip(), '203.0.113.7')
    assert.match(String(ctx.response.getHeader('Strict-Transport-Security')), /^max-age=\d+/)
  })

  test('a peer missing from the list is not believed', async ({ assert }) => {
    const trusted = proxyAddr.compile(trustedProxyList('TRUSTED_PROXIES', '10.0.0.0/8'))
    const ctx = forwardedContext('198.51.100.4', trusted)

    setSecurityHeaders(ctx)

    assert.equal(ctx.request.ip(), '198.51.100.4')
    assert.isUndefined(ctx.response.getHeader('Strict-Transport-Security'))
  })

  test('an empty value trusts nobody; an entry that is no address stops the boot', ({ assert }) => {
    assert.deepEqual(trustedProxyList('TRUSTED_PROXIES', ''), [])
    assert.deepEqual(trustedProxyList('TRUSTED_PROXIES', undefined), [])
    assert.throws(() => trustedProxyList('TRUSTED_PROXIES', '10.0.0.1, proxy.example.com'), /TRUSTED_PROXIES/)
  })
})
