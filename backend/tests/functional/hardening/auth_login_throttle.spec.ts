import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import string from '@adonisjs/core/helpers/string'
import { logIn } from '#actions/auth/log_in'
import { ApiException } from '#exceptions/api_exception'
import { LOGIN_LIMITS } from '#services/login_throttle'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { assertThrottled } from '#tests/helpers/throttle'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'

const PAIR_LIMIT = LOGIN_LIMITS.perAccountAndIp.requests

/** A login from another address: the action is called directly, the test server sees only 127.0.0.1. */
function logInFrom(ip: string, usernameOrEmail: string, password: string) {
  return logIn({ usernameOrEmail, password }, ip).catch((error: ApiException) => error)
}

test.group('Hardening: login throttle', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('60 parallel wrong logins: only the limit reaches password verification', async ({ client, assert }) => {
    const user = await createUser()
    const agent = await CookieAgent.open(client)

    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        agent.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: 'wrong' }),
      ),
    )

    const codes = responses.map((response) => response.body().code)
    assert.equal(codes.filter((code) => code === 'INVALID_CREDENTIALS').length, PAIR_LIMIT)
    assert.equal(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS').length, 60 - PAIR_LIMIT)
  })

  test('the username and the e-mail of one account share one counter', async ({ client }) => {
    const user = await createUser()
    const agent = await CookieAgent.open(client)
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt++) {
      const name = attempt % 2 === 0 ? user.username.toUpperCase() : user.email
      ;(await agent.send('post', '/api/auth/login', { usernameOrEmail: name, password: 'wrong' })).assertStatus(401)
    }

    assertThrottled(
      await agent.send('post', '/api/auth/login', { usernameOrEmail: user.username, password: TEST_PASSWORD }),
    )
  })

  test('an unknown name is limited under its normalized form', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt++) {
      const name = attempt % 2 === 0 ? ' Ghost@Example.com ' : 'ghost@example.com'
      ;(await agent.send('post', '/api/auth/login', { usernameOrEmail: name, password: 'x' })).assertStatus(401)
    }

    assertThrottled(
      await agent.send('post', '/api/auth/login', { usernameOrEmail: 'GHOST@example.com', password: 'x' }),
    )
  })

  test('a locked-out address does not lock the right password from another address', async ({ client, assert }) => {
    const user = await createUser()
    const attacker = await CookieAgent.open(client)
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt++) {
      ;(await attacker.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: 'x' })).assertStatus(
        401,
      )
    }
    assertThrottled(
      await attacker.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: TEST_PASSWORD }),
    )

    const owner = await logInFrom('198.51.100.7', user.username, TEST_PASSWORD)

    assert.notInstanceOf(owner, ApiException)
    assert.equal((owner as { id: number }).id, user.id)
  })

  test('the account-wide limit slows guessing from many addresses: a short wait, not a lockout', async ({ assert }) => {
    assert.isAbove(LOGIN_LIMITS.perAccount.requests, PAIR_LIMIT)
    const user = await createUser()
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount.requests; attempt++) {
      const ip = `203.0.113.${Math.floor(attempt / PAIR_LIMIT) + 1}`
      const failure = await logInFrom(ip, user.email, 'guess')
      assert.equal((failure as ApiException).code, 'INVALID_CREDENTIALS')
    }

    const owner = (await logInFrom('198.51.100.7', user.email, TEST_PASSWORD)) as ApiException

    assert.equal(owner.code, 'TOO_MANY_ATTEMPTS')
    const retryAfter = owner.details.retryAfter as number
    assert.isAtMost(retryAfter, string.seconds.parse(LOGIN_LIMITS.perAccount.duration))
    assert.isBelow(retryAfter, string.seconds.parse(LOGIN_LIMITS.perAccountAndIp.blockDuration))
  })

  test('attempts refused by the account-wide limit cost the address nothing', async ({ assert }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount.requests; attempt++) {
      await logInFrom(`203.0.113.${Math.floor(attempt / PAIR_LIMIT) + 1}`, user.email, 'guess')
    }
    for (let attempt = 0; attempt <= LOGIN_LIMITS.perIp.requests; attempt++) {
      const refused = (await logInFrom('198.51.100.7', user.email, TEST_PASSWORD)) as ApiException
      assert.equal(refused.code, 'TOO_MANY_ATTEMPTS')
    }

    const otherAccount = await createUser()
    const fromTheSameAddress = await logInFrom('198.51.100.7', otherAccount.email, TEST_PASSWORD)

    assert.notInstanceOf(fromTheSameAddress, ApiException)
  })
})
