import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiResponse } from '@japa/api-client'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'

function assertNotStored(response: ApiResponse) {
  response.assert!.equal(response.header('cache-control'), 'no-store')
}

test.group('Answers that depend on the session: Cache-Control no-store', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('sign-in, a member’s own and public answers, refresh and logout are never stored', async ({ client }) => {
    const user = await createUser()
    const agent = await CookieAgent.open(client)

    const login = await agent.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: TEST_PASSWORD })
    const me = await agent.send('get', '/api/users/me')
    const feed = await agent.send('get', '/api/posts')
    const refresh = await agent.send('post', '/api/auth/refresh')
    const logout = await agent.send('post', '/api/auth/logout')

    for (const response of [login, me, feed, refresh, logout]) {
      response.assertStatus(200)
      assertNotStored(response)
    }
  })

  test('an error answered to a presented session is not stored either', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    await agent.actAs(await createUser())

    const refused = await agent.send('get', '/api/admin/invitations')

    refused.assertStatus(403)
    assertNotStored(refused)
  })

  test('a guest’s answer does not depend on a session and is not marked', async ({ client, assert }) => {
    const feed = await client.get('/api/posts')

    feed.assertStatus(200)
    assert.notEqual(feed.header('cache-control'), 'no-store')
  })
})
