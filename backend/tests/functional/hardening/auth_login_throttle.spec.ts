import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import string from '@adonisjs/core/helpers/string'
import LogIn from '#actions/auth/log_in'
import { ApiException } from '#exceptions/api_exception'
import { LOGIN_LIMITS } from '#services/accounts/login_throttle'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { assertThrottled } from '#tests/helpers/throttle'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'
import type User from '#models/user'
import { DEVICE_COOKIE } from '#services/accounts/device_cookie'

const PAIR_LIMIT = LOGIN_LIMITS.perAccountAndIp.requests

/** A login from another address: the action is called directly, the test server sees only 127.0.0.1. */
function logInFrom(ip: string, usernameOrEmail: string, password: string) {
  return LogIn.handle({ usernameOrEmail, password, ip }).catch((error: ApiException) => error)
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

    assert.equal(owner.code, 'ACCOUNT_LOGIN_LIMITED')
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
      assert.equal(refused.code, 'ACCOUNT_LOGIN_LIMITED')
    }

    const otherAccount = await createUser()
    const fromTheSameAddress = await logInFrom('198.51.100.7', otherAccount.email, TEST_PASSWORD)

    assert.notInstanceOf(fromTheSameAddress, ApiException)
  })

  test('a device that signed in before is not locked out when strangers use up the account-wide limit', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const known = await CookieAgent.open(client)
    ;(await known.send('post', '/api/auth/login', credentialsOf(user))).assertStatus(200)
    ;(await known.send('post', '/api/auth/logout')).assertStatus(200)
    await useUpAccountLimit(user.email)

    const unknown = await (await CookieAgent.open(client)).send('post', '/api/auth/login', credentialsOf(user))
    const again = await known.send('post', '/api/auth/login', credentialsOf(user))

    unknown.assertStatus(429)
    assert.equal(unknown.body().code, 'ACCOUNT_LOGIN_LIMITED')
    assert.match(unknown.body().message, /Devices you have signed in with before are not affected/)
    again.assertStatus(200)
  })

  test('a device cookie of another account, or a forged one, does not pass the account-wide limit', async ({
    client,
  }) => {
    const user = await createUser()
    const other = await createUser()
    const device = await CookieAgent.open(client)
    ;(await device.send('post', '/api/auth/login', credentialsOf(other))).assertStatus(200)
    const forged = await CookieAgent.open(client)
    forged.setCookie(DEVICE_COOKIE, JSON.stringify({ userId: user.id, nonce: 'guessed' }), '/api/auth')
    await useUpAccountLimit(user.email)

    for (const agent of [device, forged]) {
      const refused = await agent.send('post', '/api/auth/login', credentialsOf(user))
      refused.assertStatus(429)
      refused.assertBodyContains({ code: 'ACCOUNT_LOGIN_LIMITED' })
    }
  })
})

const credentialsOf = (user: User) => ({ usernameOrEmail: user.email, password: TEST_PASSWORD })

/** Strangers from several addresses guess until the account-wide limit is used up. */
async function useUpAccountLimit(email: string) {
  for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount.requests; attempt++) {
    await logInFrom(`203.0.113.${Math.floor(attempt / PAIR_LIMIT) + 1}`, email, 'guess')
  }
}
