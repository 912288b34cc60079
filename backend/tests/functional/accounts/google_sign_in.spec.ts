import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import Invitation from '#models/invitation'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { FakeGoogle } from '#tests/helpers/fake_google'
import { createUser } from '#tests/helpers/users'
import { invite } from '#tests/helpers/invitations'

const CALLBACK_URL = 'http://localhost:3333/api/auth/google/callback'

/** The browser's round trip: our URL → Google's consent → our callback; answers where it lands. */
async function signInWithGoogle(
  client: ApiClient,
  google: FakeGoogle,
  action: string,
  answer: 'allow' | 'deny' = 'allow',
) {
  const agent = await CookieAgent.open(client)
  const urlResponse = await agent.send('get', `/api/auth/google/url?action=${action}`)
  urlResponse.assertStatus(200)
  const back = await google.consent(urlResponse.body().url, answer)
  const callback = await agent.send('get', `${back.pathname}${back.search}`, undefined, { followRedirects: false })
  callback.assertStatus(302)
  return { agent, location: new URL(callback.header('location')!, 'http://app.test') }
}

test.group('Google sign-in against a fake identity provider', (group) => {
  const google = new FakeGoogle()
  group.setup(async () => {
    await google.start()
    const previous = app.config.get('ally.google')
    app.config.set('ally.google', google.config(CALLBACK_URL))
    return async () => {
      app.config.set('ally.google', previous)
      await google.stop()
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the URL leads to the configured consent screen with our client, callback and a state', async ({
    client,
    assert,
  }) => {
    const response = await (await CookieAgent.open(client)).send('get', '/api/auth/google/url?action=login')

    const url = new URL(response.body().url)
    assert.equal(url.origin + url.pathname, google.config(CALLBACK_URL).authorizeUrl)
    assert.equal(url.searchParams.get('client_id'), 'dilemma-test-client')
    assert.equal(url.searchParams.get('redirect_uri'), CALLBACK_URL)
    assert.include(url.searchParams.get('scope')!, 'openid')
    assert.isAbove(url.searchParams.get('state')!.length, 20)
  })

  test('login: a known account is signed in and lands on /auth-success with its user', async ({ client, assert }) => {
    const user = await createUser({ email: 'hana@example.com' })
    google.identity = { sub: 'google-hana', email: 'Hana@Example.com', email_verified: true, name: 'Hana' }

    const { agent, location } = await signInWithGoogle(client, google, 'login')

    assert.equal(location.pathname, '/auth-success')
    const signedIn = JSON.parse(location.searchParams.get('user')!)
    assert.containsSubset(signedIn, { id: user.id, username: user.username, email: 'hana@example.com' })
    const me = await agent.send('get', '/api/users/me')
    me.assertStatus(200)
    assert.equal(me.body().user.id, user.id)
    await user.refresh()
    assert.equal(user.googleId, 'google-hana')
    assert.isNotNull(user.lastLoginAt)
  })

  test('login: an unknown Google account → /?error=google_user_not_found', async ({ client, assert }) => {
    google.identity = { sub: 'google-new', email: 'new@example.com', email_verified: true, name: 'New' }

    const { agent, location } = await signInWithGoogle(client, google, 'login')

    assert.equal(`${location.pathname}${location.search}`, '/?error=google_user_not_found')
    assert.isFalse(agent.has('dilemma_access'))
  })

  test('register: an invited address gets an account with the trial and is signed in', async ({ client, assert }) => {
    await invite('nina@example.com')
    google.identity = { sub: 'google-nina', email: 'nina@example.com', email_verified: true, name: 'Nina K' }

    const { agent, location } = await signInWithGoogle(client, google, 'register')

    assert.equal(location.pathname, '/auth-success')
    const user = await User.findByOrFail('email', 'nina@example.com')
    assert.containsSubset(user.serialize(), { username: 'Nina K', isEmailVerified: true })
    assert.equal(user.googleId, 'google-nina')
    assert.isNull(user.password)
    assert.isTrue(user.trialEndsAt! > DateTime.utc().plus({ days: 29 }))
    assert.equal(JSON.parse(location.searchParams.get('user')!).role, 'prouser')
    assert.isNotNull((await Invitation.findByOrFail('email', 'nina@example.com')).usedAt)
    ;(await agent.send('get', '/api/users/me')).assertStatus(200)
  })

  test('register: a taken name gets a number added', async ({ client, assert }) => {
    await createUser({ username: 'Mara' })
    await invite('mara@example.com')
    google.identity = { sub: 'google-mara', email: 'mara@example.com', email_verified: true, name: 'Mara' }

    const { location } = await signInWithGoogle(client, google, 'register')

    assert.equal(location.pathname, '/auth-success')
    assert.match((await User.findByOrFail('email', 'mara@example.com')).username, /^Mara\d{4}$/)
  })

  test('{title}')
    .with([
      {
        title: 'register: an address with an account → /?error=email_exists',
        setup: 'registered',
        expected: '/?error=email_exists',
      },
      { title: 'register: an uninvited address → /?error=uninvited', setup: 'none', expected: '/?error=uninvited' },
      { title: 'register: an expired invitation → /?error=uninvited', setup: 'expired', expected: '/?error=uninvited' },
    ] as const)
    .run(async ({ client, assert }, { setup, expected }) => {
      if (setup === 'registered') await createUser({ email: 'ela@example.com' })
      if (setup === 'expired') await invite('ela@example.com', DateTime.utc().minus({ days: 1 }))
      google.identity = { sub: 'google-ela', email: 'ela@example.com', email_verified: true, name: 'Ela' }

      const { location } = await signInWithGoogle(client, google, 'register')

      assert.equal(`${location.pathname}${location.search}`, expected)
      assert.equal((await User.query().where('email', 'ela@example.com').whereNotNull('google_id')).length, 0)
    })

  test('{title} → /?error=auth_error')
    .with([
      { title: 'denied consent', answer: 'deny', verified: true },
      { title: 'an unverified Google e-mail', answer: 'allow', verified: false },
    ] as const)
    .run(async ({ client, assert }, { answer, verified }) => {
      await createUser({ email: 'ada@example.com' })
      google.identity = { sub: 'google-ada', email: 'ada@example.com', email_verified: verified, name: 'Ada' }

      const { agent, location } = await signInWithGoogle(client, google, 'login', answer)

      assert.equal(`${location.pathname}${location.search}`, '/?error=auth_error')
      assert.isFalse(agent.has('dilemma_access'))
    })

  test('a callback without our state cookie (forged or replayed) → /?error=auth_error', async ({ client, assert }) => {
    await createUser({ email: 'eve@example.com' })
    google.identity = { sub: 'google-eve', email: 'eve@example.com', email_verified: true, name: 'Eve' }
    const victim = await CookieAgent.open(client)
    const url = (await victim.send('get', '/api/auth/google/url?action=login')).body().url
    const back = await google.consent(url)

    const attacker = await CookieAgent.open(client)
    const callback = await attacker.send('get', `${back.pathname}${back.search}`, undefined, { followRedirects: false })

    assert.equal(callback.header('location'), '/?error=auth_error')
    assert.isFalse(attacker.has('dilemma_access'))
  })

  test('an unknown action → 422', async ({ client }) => {
    const response = await (await CookieAgent.open(client)).send('get', '/api/auth/google/url?action=steal')

    response.assertStatus(422)
  })
})

test.group('Google sign-in not configured', (group) => {
  group.setup(() => {
    const previous = app.config.get('ally.google')
    app.config.set('ally.google', null)
    return () => app.config.set('ally.google', previous)
  })

  test('the URL and the callback → 503 GOOGLE_NOT_CONFIGURED', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)

    for (const path of ['/api/auth/google/url?action=login', '/api/auth/google/callback?code=x&state=y']) {
      const response = await agent.send('get', path)
      response.assertStatus(503)
      assert.equal(response.body().code, 'GOOGLE_NOT_CONFIGURED')
    }
  })
})
