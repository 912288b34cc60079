import { test } from '@japa/runner'
import { assertThrottled } from '#tests/helpers/throttle'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { CookieAgent, setCookieLines } from '#tests/helpers/cookie_agent'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'
import { LOGIN_LIMITS } from '#services/accounts/login_throttle'

test.group('POST /api/auth/login', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('logs in with the username and sets the session cookies', async ({ client, assert }) => {
    const user = await createUser({ username: 'Lena_M' })
    const agent = await CookieAgent.open(client)

    const response = await agent.send('post', '/api/auth/login', { usernameOrEmail: 'lena_m', password: TEST_PASSWORD })

    response.assertStatus(200)
    assert.isTrue(response.body().success)
    assert.equal(response.body().message, 'Login successful')
    assert.containsSubset(response.body().user, { id: user.id, username: 'Lena_M', email: user.email, role: 'user' })
    assert.notProperty(response.body().user, 'password')

    const setCookies = setCookieLines(response)
    const access = setCookies.find((line) => line.startsWith('dilemma_access='))!
    const refresh = setCookies.find((line) => line.startsWith('dilemma_refresh='))!
    assert.match(access, /HttpOnly/)
    assert.match(access, /SameSite=Lax/)
    // The access cookie outlives its 15-minute token, so expiry is reported as TOKEN_EXPIRED.
    assert.match(access, /Max-Age=2592000/)
    assert.match(refresh, /Path=\/api\/auth/)
    assert.match(refresh, /HttpOnly/)

    const me = await agent.send('get', '/api/users/me')
    me.assertStatus(200)
    assert.equal(me.body().user.id, user.id)
  })

  test('logs in with the e-mail, whatever its case, and records the login', async ({ client, assert }) => {
    const user = await createUser({ email: 'nora@example.com' })
    const agent = await CookieAgent.open(client)

    const response = await agent.send('post', '/api/auth/login', {
      usernameOrEmail: ' Nora@Example.COM ',
      password: TEST_PASSWORD,
    })

    response.assertStatus(200)
    await user.refresh()
    assert.isNotNull(user.lastLoginAt)
    assert.equal(user.currentLoginStreak, 1)
    assert.equal(user.maxLoginStreak, 1)
  })

  test('a running trial makes a basic user a prouser', async ({ client, assert }) => {
    const user = await createUser()
    user.trialEndsAt = DateTime.utc().plus({ days: 3 })
    await user.save()
    const agent = await CookieAgent.open(client)

    const response = await agent.send('post', '/api/auth/login', {
      usernameOrEmail: user.username,
      password: TEST_PASSWORD,
    })

    assert.equal(response.body().user.role, 'prouser')
    assert.equal(response.body().user.trial_ends_at, user.trialEndsAt!.startOf('second').toISO())
  })

  test('{$self} → 401 INVALID_CREDENTIALS')
    .with(['wrong password', 'unknown account', 'Google-only account', 'deleted account'] as const)
    .run(async ({ client, assert }, scenario) => {
      const user = await createUser({ password: scenario === 'Google-only account' ? null : TEST_PASSWORD })
      if (scenario === 'deleted account') await user.merge({ deletedAt: DateTime.utc() }).save()
      const agent = await CookieAgent.open(client)

      const response = await agent.send('post', '/api/auth/login', {
        usernameOrEmail: scenario === 'unknown account' ? 'nobody@example.com' : user.email,
        password: scenario === 'wrong password' ? 'not the password' : TEST_PASSWORD,
      })

      response.assertStatus(401)
      response.assertBody({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid username/e-mail or password.',
      })
      assert.isFalse(agent.has('dilemma_access'))
    })

  test('without the XSRF header → 403 CSRF_MISMATCH', async ({ client, assert }) => {
    const user = await createUser()
    const agent = await CookieAgent.open(client)

    const response = await agent.send(
      'post',
      '/api/auth/login',
      { usernameOrEmail: user.email, password: TEST_PASSWORD },
      { csrf: false },
    )

    response.assertStatus(403)
    assert.equal(response.body().code, 'CSRF_MISMATCH')
    assert.equal(response.body().success, false)
  })

  test('with a forged XSRF header → 403 CSRF_MISMATCH', async ({ client }) => {
    const user = await createUser()
    const agent = await CookieAgent.open(client)
    agent.setCookie('XSRF-TOKEN', 'e:forged-token')

    const response = await agent.send('post', '/api/auth/login', {
      usernameOrEmail: user.email,
      password: TEST_PASSWORD,
    })

    response.assertStatus(403)
    response.assertBodyContains({ code: 'CSRF_MISMATCH' })
  })

  test('too many failures for one account from one address → 429 TOO_MANY_ATTEMPTS with Retry-After, even for the right password', async ({
    client,
  }) => {
    const user = await createUser()
    const agent = await CookieAgent.open(client)
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccountAndIp.requests; attempt++) {
      const failure = await agent.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: 'wrong' })
      failure.assertStatus(401)
    }

    const blocked = await agent.send('post', '/api/auth/login', {
      usernameOrEmail: user.email,
      password: TEST_PASSWORD,
    })

    assertThrottled(blocked)
  })

  test('too many failures from one IP across accounts → 429 TOO_MANY_ATTEMPTS', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    for (let attempt = 0; attempt < LOGIN_LIMITS.perIp.requests; attempt++) {
      const failure = await agent.send('post', '/api/auth/login', {
        usernameOrEmail: `guess${attempt}@example.com`,
        password: 'x',
      })
      failure.assertStatus(401)
    }

    const blocked = await agent.send('post', '/api/auth/login', {
      usernameOrEmail: 'another@example.com',
      password: 'x',
    })

    assertThrottled(blocked)
  })

  test('a successful login clears the failure count of the account and address', async ({ client }) => {
    const user = await createUser()
    const agent = await CookieAgent.open(client)
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccountAndIp.requests - 1; attempt++) {
      await agent.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: 'wrong' })
    }
    ;(
      await agent.send('post', '/api/auth/login', { usernameOrEmail: user.email, password: TEST_PASSWORD })
    ).assertStatus(200)

    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccountAndIp.requests; attempt++) {
      const afterSuccess = await agent.send('post', '/api/auth/login', {
        usernameOrEmail: user.email,
        password: 'wrong',
      })
      afterSuccess.assertStatus(401)
    }
  })

  test('the stored e-mail of a new account is lowercased', async ({ assert }) => {
    const user = await createUser({ email: 'MiXeD@Example.com' })

    assert.equal((await User.findOrFail(user.id)).email, 'mixed@example.com')
  })
})
