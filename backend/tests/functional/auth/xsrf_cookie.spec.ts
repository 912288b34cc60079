import { test } from '@japa/runner'
import { CookieAgent, setCookieLines } from '#tests/helpers/cookie_agent'
import { serverUrl } from '#tests/helpers/server_url'

function xsrfCookieLine(response: Parameters<typeof setCookieLines>[0]): string | undefined {
  return setCookieLines(response).find((line) => line.startsWith('XSRF-TOKEN='))
}

test.group('The XSRF-TOKEN cookie', () => {
  test('a first GET hands it out, readable by the page, and a write that echoes it passes', async ({
    client,
    assert,
  }) => {
    const agent = new CookieAgent(client)

    const first = await agent.send('get', '/api/health')

    const line = xsrfCookieLine(first)
    assert.exists(line)
    assert.notMatch(line!, /HttpOnly/i)
    assert.match(line!, /SameSite=Lax/i)
    assert.match(line!, /Path=\//)
    const write = await agent.send('post', '/api/auth/logout')
    write.assertStatus(200)
  })

  test('a request that carries the current token is not handed a new one', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)
    const token = agent.value('XSRF-TOKEN')

    const read = await agent.send('get', '/api/health')
    // A write past the CSRF check that renews nothing (logout and login renew the token).
    const write = await agent.send('post', '/api/auth/refresh')

    write.assertStatus(401)
    assert.isUndefined(xsrfCookieLine(read))
    assert.isUndefined(xsrfCookieLine(write))
    assert.equal(agent.value('XSRF-TOKEN'), token)
  })

  test('a stale token is refused on a write, which hands out the current one for the retry', async ({
    client,
    assert,
  }) => {
    const agent = await CookieAgent.open(client)
    const otherBrowser = await CookieAgent.open(client)
    agent.setCookie('XSRF-TOKEN', otherBrowser.value('XSRF-TOKEN')!)

    const refused = await agent.send('post', '/api/auth/logout')

    refused.assertStatus(403)
    refused.assertBodyContains({ code: 'CSRF_MISMATCH' })
    assert.exists(xsrfCookieLine(refused))
    assert.notEqual(agent.value('XSRF-TOKEN'), otherBrowser.value('XSRF-TOKEN'))
    const retried = await agent.send('post', '/api/auth/logout')
    retried.assertStatus(200)
  })

  test('a GET with a token of another session replaces it', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)
    agent.setCookie('XSRF-TOKEN', 'forged-token')

    const read = await agent.send('get', '/api/health')

    assert.exists(xsrfCookieLine(read))
    assert.notEqual(agent.value('XSRF-TOKEN'), 'forged-token')
  })

  test('axios and Angular send the token as X-XSRF-TOKEN: accepted like X-CSRF-Token', async ({ assert }) => {
    const first = await fetch(serverUrl('/api/health'))
    const cookies = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1]
    assert.exists(token)
    const logout = (headers: Record<string, string>) =>
      fetch(serverUrl('/api/auth/logout'), { method: 'POST', headers: { cookie: cookies, ...headers } })

    const withoutHeader = await logout({})
    const withXsrfHeader = await logout({ 'x-xsrf-token': token! })

    assert.equal(withoutHeader.status, 403)
    assert.equal(withXsrfHeader.status, 200)
  })
})
