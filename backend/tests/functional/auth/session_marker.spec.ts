import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import { CookieAgent, setCookieLines } from '#tests/helpers/cookie_agent'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'
import { SESSION_MARKER_COOKIE } from '#services/accounts/session_marker'

/** The response's Set-Cookie line for the marker, if it sets or clears it. */
function markerLine(response: ApiResponse): string | undefined {
  return setCookieLines(response).find((line) => line.startsWith(`${SESSION_MARKER_COOKIE}=`))
}

function assertMarkerSet(response: ApiResponse, assert: { match: (value: string, re: RegExp) => void }) {
  const line = markerLine(response) ?? ''
  assert.match(line, new RegExp(`^${SESSION_MARKER_COOKIE}=1;`))
  assert.match(line, /Path=\/(;|$)/)
  assert.match(line, /Max-Age=2592000/)
}

function isCleared(line: string | undefined): boolean {
  return line !== undefined && (/Max-Age=0/.test(line) || /Expires=Thu, 01 Jan 1970/.test(line))
}

async function loggedInAgent(client: ApiClient) {
  const user = await createUser()
  const agent = await CookieAgent.open(client)
  const login = await agent.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: TEST_PASSWORD })
  login.assertStatus(200)
  return { user, agent, login }
}

test.group('Session marker cookie', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('login sets it beside the session cookies, readable by scripts and without a secret', async ({
    client,
    assert,
  }) => {
    const { agent, login } = await loggedInAgent(client)

    assertMarkerSet(login, assert)
    assert.notMatch(markerLine(login)!, /HttpOnly/i)
    assert.isTrue(agent.has(SESSION_MARKER_COOKIE))
  })

  test('a guest is never given one', async ({ client, assert }) => {
    const agent = new CookieAgent(client)

    const visit = await agent.send('get', '/api/health')
    const page = await agent.send('get', '/feed')
    const check = await agent.send('get', '/api/users/me')

    check.assertStatus(401)
    for (const response of [visit, page, check]) assert.isUndefined(markerLine(response))
  })

  test('a refresh sets it again; a failed refresh clears it with the session cookies', async ({ client, assert }) => {
    const { agent } = await loggedInAgent(client)

    const refresh = await agent.send('post', '/api/auth/refresh')
    refresh.assertStatus(200)
    assertMarkerSet(refresh, assert)

    agent.setCookie('dilemma_refresh', 'forged', '/api/auth')
    const failed = await agent.send('post', '/api/auth/refresh')
    failed.assertStatus(401)
    assert.isTrue(isCleared(markerLine(failed)))
    assert.isFalse(agent.has(SESSION_MARKER_COOKIE))
  })

  test('logout clears it', async ({ client, assert }) => {
    const { agent } = await loggedInAgent(client)

    const logout = await agent.send('post', '/api/auth/logout')

    logout.assertStatus(200)
    assert.isTrue(isCleared(markerLine(logout)))
    assert.isFalse(agent.has(SESSION_MARKER_COOKIE))
  })

  test('logout on all devices clears it', async ({ client, assert }) => {
    const { agent } = await loggedInAgent(client)

    const logoutAll = await agent.send('post', '/api/auth/logout-all')

    logoutAll.assertStatus(200)
    assert.isTrue(isCleared(markerLine(logoutAll)))
  })

  test('deleting the account clears it', async ({ client, assert }) => {
    const { agent } = await loggedInAgent(client)

    const deletion = await agent.send('delete', '/api/users/me', { password: TEST_PASSWORD })

    deletion.assertStatus(200)
    assert.isTrue(isCleared(markerLine(deletion)))
  })

  test('a marker without a session cookie is cleared by the session check', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)
    agent.setCookie(SESSION_MARKER_COOKIE, '1')

    const check = await agent.send('get', '/api/users/me')

    check.assertStatus(401)
    check.assertBodyContains({ code: 'TOKEN_MISSING' })
    assert.isTrue(isCleared(markerLine(check)))
  })

  test('a page load with a session from before the marker existed gets the marker', async ({ client, assert }) => {
    const user = await createUser()
    const agent = await CookieAgent.open(client)
    await agent.actAs(user)
    assert.isFalse(agent.has(SESSION_MARKER_COOKIE))

    const page = await agent.send('get', '/feed')

    assertMarkerSet(page, assert)
    const again = await agent.send('get', '/feed')
    assert.isUndefined(markerLine(again))
  })
})
