import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { test } from '@japa/runner'
import encryption from '@adonisjs/core/services/encryption'
import { HttpContextFactory, RequestFactory, ResponseFactory } from '@adonisjs/core/factories/http'
import { REWRITE_AFTER_MS, RollingCookieSessionStore } from '#services/http/rolling_cookie_session_store'

const SESSION_ID = 'session-id'

/** A request carrying `cookieHeader`, its response, and the store on them with a settable clock. */
function storeFor(cookieHeader: string | undefined, clock: { now: number }) {
  const req = new IncomingMessage(new Socket())
  if (cookieHeader) req.headers.cookie = cookieHeader
  const request = new RequestFactory().merge({ req, encryption }).create()
  const response = new ResponseFactory().merge({ req, encryption }).create()
  const ctx = new HttpContextFactory().merge({ request, response }).create()
  const store = new RollingCookieSessionStore(ctx, { path: '/', maxAge: 3600 }, () => clock.now)
  const setCookies = () => [response.getHeader('set-cookie') ?? []].flat().map(String)
  return { store, setCookies, request }
}

/** The `name=value` pair of the session cookie a response sets, for the next request. */
function sessionCookieOf(setCookies: string[]): string {
  const line = setCookies.find((cookie) => cookie.startsWith(`${SESSION_ID}=`))
  if (!line) throw new Error('no session cookie was set')
  return line.split(';')[0]!
}

test.group('RollingCookieSessionStore', () => {
  test('reads back what it wrote, encrypted', ({ assert }) => {
    const clock = { now: 0 }
    const first = storeFor(undefined, clock)
    first.store.write(SESSION_ID, { secret: 'csrf-secret' })
    const cookie = sessionCookieOf(first.setCookies())
    assert.notInclude(decodeURIComponent(cookie), 'csrf-secret')

    assert.deepEqual(storeFor(cookie, clock).store.read(SESSION_ID), { secret: 'csrf-secret' })
  })

  test('touch leaves a cookie younger than a day alone and rewrites an older one', ({ assert }) => {
    const clock = { now: 0 }
    const first = storeFor(undefined, clock)
    first.store.write(SESSION_ID, { secret: 'csrf-secret' })
    const cookie = sessionCookieOf(first.setCookies())

    clock.now = REWRITE_AFTER_MS - 1
    const young = storeFor(cookie, clock)
    young.store.touch(SESSION_ID)
    assert.deepEqual(young.setCookies(), [])

    clock.now = REWRITE_AFTER_MS
    const old = storeFor(cookie, clock)
    old.store.touch(SESSION_ID)
    const rewritten = sessionCookieOf(old.setCookies())
    assert.deepEqual(storeFor(rewritten, clock).store.read(SESSION_ID), { secret: 'csrf-secret' })
  })

  test("a request's read and touch decrypt its cookie once", ({ assert }) => {
    const clock = { now: 0 }
    const first = storeFor(undefined, clock)
    first.store.write(SESSION_ID, { secret: 'csrf-secret' })
    const { store, request } = storeFor(sessionCookieOf(first.setCookies()), clock)
    let decryptions = 0
    const decrypt = request.encryptedCookie.bind(request)
    request.encryptedCookie = (...args) => {
      decryptions += 1
      return decrypt(...args)
    }

    assert.deepEqual(store.read(SESSION_ID), { secret: 'csrf-secret' })
    store.touch(SESSION_ID)
    assert.equal(decryptions, 1)
  })

  test('a missing, tampered or foreign cookie reads as no session', ({ assert }) => {
    const clock = { now: 0 }
    assert.isNull(storeFor(undefined, clock).store.read(SESSION_ID))
    assert.isNull(storeFor(`${SESSION_ID}=e%3Agarbage`, clock).store.read(SESSION_ID))

    const foreign = storeFor(undefined, clock)
    foreign.store.write('other', { secret: 'x' })
    const otherCookie = foreign.setCookies()[0]!.split(';')[0]!.replace('other=', `${SESSION_ID}=`)
    assert.isNull(storeFor(otherCookie, clock).store.read(SESSION_ID))
  })
})
