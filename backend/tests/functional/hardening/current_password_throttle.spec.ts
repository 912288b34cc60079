import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { CURRENT_PASSWORD_LIMIT } from '#services/accounts/login_throttle'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { assertThrottled } from '#tests/helpers/throttle'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'

const LIMIT = CURRENT_PASSWORD_LIMIT.requests
const PARALLEL_GUESSES = 30

interface Confirmation {
  title: string
  method: 'put' | 'delete'
  url: string
  body: (password: string) => Record<string, string>
}

/** The two calls that ask a signed-in member for her current password. */
const CONFIRMATIONS: Confirmation[] = [
  {
    title: 'PUT /users/change-password',
    method: 'put',
    url: '/api/users/change-password',
    body: (password: string) => ({ currentPassword: password, newPassword: 'a brand new secret' }),
  },
  {
    title: 'DELETE /users/me',
    method: 'delete',
    url: '/api/users/me',
    body: (password: string) => ({ password }),
  },
]

test.group('Hardening: the current password has an attempt limit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('{title}: 30 parallel wrong passwords, only the limit is checked; then even the right one waits')
    .with(CONFIRMATIONS)
    .run(async ({ client, assert }, { method, url, body }) => {
      const user = await createUser()
      const agent = await CookieAgent.open(client)
      await agent.actAs(user)

      const guesses = await Promise.all(
        Array.from({ length: PARALLEL_GUESSES }, () => agent.send(method, url, body('wrong guess'))),
      )
      const right = await agent.send(method, url, body(TEST_PASSWORD))

      const codes = guesses.map((response) => response.body().code)
      assert.equal(codes.filter((code) => code === 'INVALID_PASSWORD').length, LIMIT)
      assert.equal(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS').length, PARALLEL_GUESSES - LIMIT)
      assertThrottled(right)
      assert.isNull((await User.findOrFail(user.id)).deletedAt)
    })

  test('the right password forgets the failures before it', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    await agent.actAs(await createUser())
    const changePassword = CONFIRMATIONS[0]!
    const attempt = (password: string) => agent.send('put', changePassword.url, changePassword.body(password))
    for (let guess = 1; guess < LIMIT; guess++) (await attempt('wrong guess')).assertStatus(400)

    ;(await attempt(TEST_PASSWORD)).assertStatus(200)

    for (let guess = 1; guess < LIMIT; guess++) (await attempt('wrong guess')).assertStatus(400)
  })
})
