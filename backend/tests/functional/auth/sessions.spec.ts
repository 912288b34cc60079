import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import encryption from '@adonisjs/core/services/encryption'
import { CookieClient } from '@adonisjs/core/http'
import UserSession from '#models/user_session'
import db from '@adonisjs/lucid/services/db'
import RevokeSession from '#actions/sessions/revoke_session'
import RevokeAllSessions from '#actions/sessions/revoke_all_sessions'
import type { ApiClient } from '@japa/api-client'
import { CookieAgent, setCookieLines } from '#tests/helpers/cookie_agent'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'
import { ACCESS_COOKIE, REFRESH_COOKIE, ROTATION_GRACE_SECONDS } from '#services/accounts/session_tokens'

const BROWSER_SESSION_COOKIE = 'dilemma_session'

async function loggedInAgent(client: ApiClient) {
  const user = await createUser()
  const agent = await CookieAgent.open(client)
  ;(await agent.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: TEST_PASSWORD })).assertStatus(
    200,
  )
  const session = await UserSession.query().where('user_id', user.id).orderBy('id', 'desc').firstOrFail()
  return { user, agent, session }
}

test.group('Access token: GET /api/users/me', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('without a cookie → 401 TOKEN_MISSING', async ({ client }) => {
    const response = await client.get('/api/users/me')

    response.assertStatus(401)
    response.assertBody({ success: false, code: 'TOKEN_MISSING', message: 'Please log in to continue.' })
  })

  test('with a tampered cookie → 401 INVALID_TOKEN', async ({ client }) => {
    const { agent } = await loggedInAgent(client)
    agent.setCookie(ACCESS_COOKIE, `${agent.value(ACCESS_COOKIE)!.slice(0, -4)}abcd`)

    const response = await agent.send('get', '/api/users/me')

    response.assertStatus(401)
    response.assertBodyContains({ code: 'INVALID_TOKEN' })
  })

  test('with a token of a session that does not exist → 401 INVALID_TOKEN', async ({ client }) => {
    const { user, agent } = await loggedInAgent(client)
    const signed = new CookieClient(encryption).sign(ACCESS_COOKIE, {
      sid: 999999,
      uid: user.id,
      exp: Math.floor(Date.now() / 1000) + 60,
    })
    agent.setCookie(ACCESS_COOKIE, signed!)

    const response = await agent.send('get', '/api/users/me')

    response.assertStatus(401)
    response.assertBodyContains({ code: 'INVALID_TOKEN' })
  })

  test('with an expired token → 401 TOKEN_EXPIRED', async ({ client }) => {
    const { user, agent, session } = await loggedInAgent(client)
    const expired = { sid: session.id, uid: user.id, exp: Math.floor(Date.now() / 1000) - 1 }
    agent.setCookie(ACCESS_COOKIE, new CookieClient(encryption).sign(ACCESS_COOKIE, expired)!)

    const response = await agent.send('get', '/api/users/me')

    response.assertStatus(401)
    response.assertBodyContains({ code: 'TOKEN_EXPIRED' })
  })

  test('after the session was revoked → 401 TOKEN_BLACKLISTED', async ({ client }) => {
    const { agent, session } = await loggedInAgent(client)
    await session.merge({ revokedAt: DateTime.utc() }).save()

    const response = await agent.send('get', '/api/users/me')

    response.assertStatus(401)
    response.assertBodyContains({ code: 'TOKEN_BLACKLISTED' })
  })

  test('loginAs works for GET requests in other suites', async ({ client, assert }) => {
    const user = await createUser()

    const response = await client.get('/api/users/me').loginAs(user)

    response.assertStatus(200)
    assert.equal(response.body().user.id, user.id)
  })
})

test.group('POST /api/auth/refresh', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('rotates the refresh token and issues a new access token', async ({ client, assert }) => {
    const { agent, session } = await loggedInAgent(client)
    const firstRefresh = agent.value(REFRESH_COOKIE)

    const response = await agent.send('post', '/api/auth/refresh')

    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.notEqual(agent.value(REFRESH_COOKIE), firstRefresh)
    const setCookies = setCookieLines(response)
    assert.isTrue(setCookies.some((line) => line.startsWith(`${ACCESS_COOKIE}=`)))
    await session.refresh()
    assert.isNotNull(session.rotatedAt)
    assert.isNotNull(session.previousRefreshTokenHash)
    ;(await agent.send('get', '/api/users/me')).assertStatus(200)
  })

  test('a second tab replaying the just-rotated token within the grace gets an access token', async ({
    client,
    assert,
  }) => {
    const { agent } = await loggedInAgent(client)
    const otherTab = agent.clone()
    ;(await agent.send('post', '/api/auth/refresh')).assertStatus(200)

    const response = await otherTab.send('post', '/api/auth/refresh')

    response.assertStatus(200)
    const setCookies = setCookieLines(response)
    assert.isTrue(setCookies.some((line) => line.startsWith(`${ACCESS_COOKIE}=`)))
    assert.isFalse(setCookies.some((line) => line.startsWith(`${REFRESH_COOKIE}=`)))
    ;(await agent.send('get', '/api/users/me')).assertStatus(200)
  })

  test('replaying a rotated token after the grace revokes the session → 401 TOKEN_BLACKLISTED', async ({
    client,
    assert,
  }) => {
    const { agent, session } = await loggedInAgent(client)
    const thief = agent.clone()
    ;(await agent.send('post', '/api/auth/refresh')).assertStatus(200)
    await session.refresh()
    await session.merge({ rotatedAt: DateTime.utc().minus({ seconds: ROTATION_GRACE_SECONDS + 1 }) }).save()

    const replay = await thief.send('post', '/api/auth/refresh')

    replay.assertStatus(401)
    replay.assertBodyContains({ success: false, code: 'TOKEN_BLACKLISTED' })
    await session.refresh()
    assert.isNotNull(session.revokedAt)
    const legitimate = await agent.send('get', '/api/users/me')
    legitimate.assertStatus(401)
    legitimate.assertBodyContains({ code: 'TOKEN_BLACKLISTED' })
    ;(await agent.send('post', '/api/auth/refresh')).assertBodyContains({ code: 'TOKEN_BLACKLISTED' })
  })

  test('without a refresh cookie → 401 TOKEN_MISSING', async ({ client }) => {
    const agent = await CookieAgent.open(client)

    const response = await agent.send('post', '/api/auth/refresh')

    response.assertStatus(401)
    response.assertBodyContains({ code: 'TOKEN_MISSING' })
  })

  test('with an unknown refresh token → 401 INVALID_TOKEN', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    agent.setCookie(REFRESH_COOKIE, new CookieClient(encryption).sign(REFRESH_COOKIE, 'made-up-token')!, '/api/auth')

    const response = await agent.send('post', '/api/auth/refresh')

    response.assertStatus(401)
    response.assertBodyContains({ code: 'INVALID_TOKEN' })
  })

  test('after the session expired → 401 TOKEN_EXPIRED', async ({ client }) => {
    const { agent, session } = await loggedInAgent(client)
    await session.merge({ expiresAt: DateTime.utc().minus({ minutes: 1 }) }).save()

    const response = await agent.send('post', '/api/auth/refresh')

    response.assertStatus(401)
    response.assertBodyContains({ code: 'TOKEN_EXPIRED' })
  })
})

test.group('Logout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('POST /api/auth/logout ends this session and clears the cookies', async ({ client, assert }) => {
    const { agent, session } = await loggedInAgent(client)
    const copyOfCookies = agent.clone()

    const response = await agent.send('post', '/api/auth/logout')

    response.assertStatus(200)
    response.assertBodyContains({ success: true })
    assert.isFalse(agent.has(ACCESS_COOKIE))
    assert.isFalse(agent.has(REFRESH_COOKIE))
    await session.refresh()
    assert.isNotNull(session.revokedAt)
    ;(await copyOfCookies.send('get', '/api/users/me')).assertBodyContains({ code: 'TOKEN_BLACKLISTED' })
  })

  test('POST /api/auth/logout without a session still answers 200', async ({ client }) => {
    const agent = await CookieAgent.open(client)

    const response = await agent.send('post', '/api/auth/logout')

    response.assertStatus(200)
  })

  test('POST /api/auth/logout-all ends every session of the user, on every device', async ({ client, assert }) => {
    const user = await createUser()
    const laptop = await CookieAgent.open(client)
    const phone = await CookieAgent.open(client)
    await laptop.actAs(user)
    await phone.actAs(user)
    const stranger = await loggedInAgent(client)

    const response = await laptop.send('post', '/api/auth/logout-all')

    response.assertStatus(200)
    ;(await phone.send('get', '/api/users/me')).assertBodyContains({ code: 'TOKEN_BLACKLISTED' })
    ;(await phone.send('post', '/api/auth/refresh')).assertBodyContains({ code: 'TOKEN_BLACKLISTED' })
    ;(await stranger.agent.send('get', '/api/users/me')).assertStatus(200)
    const open = await UserSession.query().where('user_id', user.id).whereNull('revoked_at')
    assert.lengthOf(open, 0)
  })

  test('POST /api/auth/logout-all needs a session → 401 TOKEN_MISSING', async ({ client }) => {
    const agent = await CookieAgent.open(client)

    const response = await agent.send('post', '/api/auth/logout-all')

    response.assertStatus(401)
    response.assertBodyContains({ code: 'TOKEN_MISSING' })
  })
})

test.group('The browser session and XSRF token are renewed at login and logout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** What an attacker may have planted or read before: the session id and its XSRF token. */
  function browserSessionOf(agent: CookieAgent) {
    return { session: agent.value(BROWSER_SESSION_COOKIE)!, xsrf: agent.value('XSRF-TOKEN')! }
  }

  async function assertOldOnesRefused(agent: CookieAgent, old: { session: string; xsrf: string }) {
    const withOldToken = agent.clone()
    withOldToken.setCookie('XSRF-TOKEN', old.xsrf)
    const withOldSession = agent.clone()
    withOldSession.setCookie(BROWSER_SESSION_COOKIE, old.session)
    withOldSession.setCookie('XSRF-TOKEN', old.xsrf)

    for (const stale of [withOldToken, withOldSession]) {
      const refused = await stale.send('post', '/api/auth/logout')
      refused.assertStatus(403)
      refused.assertBodyContains({ code: 'CSRF_MISMATCH' })
    }
  }

  test('login: new session id and XSRF token; the old token is refused, the new one accepted', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const agent = await CookieAgent.open(client)
    const before = browserSessionOf(agent)

    const login = await agent.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: TEST_PASSWORD })

    login.assertStatus(200)
    assert.notEqual(agent.value(BROWSER_SESSION_COOKIE), before.session)
    assert.notEqual(agent.value('XSRF-TOKEN'), before.xsrf)
    await assertOldOnesRefused(agent, before)
    ;(await agent.send('post', '/api/auth/logout')).assertStatus(200)
  })

  test('logout and logout-all: new session id and XSRF token; the old token is refused', async ({ client, assert }) => {
    for (const path of ['/api/auth/logout', '/api/auth/logout-all']) {
      const { agent } = await loggedInAgent(client)
      const before = browserSessionOf(agent)

      ;(await agent.send('post', path)).assertStatus(200)

      assert.notEqual(agent.value(BROWSER_SESSION_COOKIE), before.session, path)
      assert.notEqual(agent.value('XSRF-TOKEN'), before.xsrf, path)
      await assertOldOnesRefused(agent, before)
    }
  })
})

test.group('The signed-in check from memory (session_user_cache.ts)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** A signed-in agent whose session the guard has checked once, so its account is cached. */
  async function checkedAgent(client: ApiClient) {
    const signedIn = await loggedInAgent(client)
    ;(await signedIn.agent.send('get', '/api/users/me')).assertStatus(200)
    return signedIn
  }

  test('a checked session needs no query while its entry lives', async ({ client }) => {
    const { agent, session } = await checkedAgent(client)
    // As another server process would: no hook of this process hears of it.
    await db
      .from('sessions')
      .where('id', session.id)
      .update({ revoked_at: DateTime.utc().toSQL({ includeOffset: false }) })

    ;(await agent.send('get', '/api/users/me')).assertStatus(200)
  })

  test('RevokeSession ends a checked session at the next request', async ({ client }) => {
    const { agent, session } = await checkedAgent(client)
    await RevokeSession.handle({ sessionId: session.id })

    const response = await agent.send('get', '/api/users/me')
    response.assertStatus(401)
    response.assertBodyContains({ code: 'TOKEN_BLACKLISTED' })
  })

  test('RevokeAllSessions ends every checked session of the account', async ({ client }) => {
    const { user, agent } = await checkedAgent(client)
    await RevokeAllSessions.handle({ userId: user.id })

    const response = await agent.send('get', '/api/users/me')
    response.assertStatus(401)
    response.assertBodyContains({ code: 'TOKEN_BLACKLISTED' })
  })

  test('a saved change of the account shows at the next request', async ({ client }) => {
    const { user, agent } = await checkedAgent(client)
    await user.merge({ role: 'prouser' }).save()

    const response = await agent.send('get', '/api/users/me')
    response.assertStatus(200)
    response.assertBodyContains({ user: { role: 'prouser' } })
  })

  test('a deleted account is refused at the next request', async ({ client }) => {
    const { user, agent } = await checkedAgent(client)
    await user.merge({ deletedAt: DateTime.utc() }).save()

    const response = await agent.send('get', '/api/users/me')
    response.assertStatus(401)
    response.assertBodyContains({ code: 'TOKEN_BLACKLISTED' })
  })
})
