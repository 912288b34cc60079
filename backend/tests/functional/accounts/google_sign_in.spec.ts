import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import type { Group } from '@japa/runner/core'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import Invitation from '#models/invitation'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { CLIENT_ID, OpenIdProvider, useGoogleSettings } from '#tests/helpers/openid_provider'
import { createUser } from '#tests/helpers/users'
import { invite } from '#tests/helpers/invitations'
import { ERROR_LEVEL, captureRequestLogs } from '#tests/helpers/request_logs'

const CALLBACK_URL = 'http://localhost:3333/api/auth/google/callback'

/**
 * The browser's round trip: our URL → the provider's login and consent → our callback; answers
 * where it lands. `tamper` changes the authorization URL on the way (an attacker's hand).
 */
async function signInWithGoogle(
  client: ApiClient,
  google: OpenIdProvider,
  action: string,
  tamper: (url: URL) => void = () => {},
) {
  const agent = await CookieAgent.open(client)
  const urlResponse = await agent.send('get', `/api/auth/google/url?action=${action}`)
  urlResponse.assertStatus(200)
  const authorizationUrl = new URL(urlResponse.body().url)
  tamper(authorizationUrl)
  const back = await google.visit(authorizationUrl.href)
  const callback = await agent.send('get', `${back.pathname}${back.search}`, undefined, { followRedirects: false })
  callback.assertStatus(302)
  return { agent, location: new URL(callback.header('location')!, 'http://app.test') }
}

/** The group's sign-ins go to `google`, started for the group; each test in a rolled-back transaction. */
function signInThrough(group: Group, google: OpenIdProvider) {
  group.setup(async () => {
    await google.start(CALLBACK_URL)
    const restore = useGoogleSettings(google.config(CALLBACK_URL))
    return async () => {
      restore()
      await google.stop()
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
}

test.group('Google sign-in against a real OpenID provider (oidc-provider)', (group) => {
  const google = new OpenIdProvider({ requirePkce: false })
  signInThrough(group, google)

  group.each.setup(() => {
    google.deny = false
  })

  test('the URL is the discovered authorization endpoint: standard scopes, PKCE S256, state and nonce', async ({
    client,
    assert,
  }) => {
    const response = await (await CookieAgent.open(client)).send('get', '/api/auth/google/url?action=login')

    const url = new URL(response.body().url)
    assert.equal(url.origin + url.pathname, `${google.issuer}/auth`)
    assert.equal(url.searchParams.get('client_id'), CLIENT_ID)
    assert.equal(url.searchParams.get('redirect_uri'), CALLBACK_URL)
    assert.equal(url.searchParams.get('scope'), 'openid email profile')
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256')
    assert.isAbove(url.searchParams.get('code_challenge')!.length, 40)
    assert.isAbove(url.searchParams.get('state')!.length, 20)
    assert.isAbove(url.searchParams.get('nonce')!.length, 20)
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
    assert.isAbove(google.userinfoRequests, 0, 'the e-mail came from userinfo')
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
      { title: 'denied consent', deny: true, verified: true, tamper: () => {} },
      { title: 'an unverified e-mail', deny: false, verified: false, tamper: () => {} },
      {
        title: 'a state changed on the way',
        deny: false,
        verified: true,
        tamper: (url: URL) => url.searchParams.set('state', 'someone-elses-state'),
      },
      {
        title: 'a nonce changed on the way (the ID token is not for our request)',
        deny: false,
        verified: true,
        tamper: (url: URL) => url.searchParams.set('nonce', 'someone-elses-nonce'),
      },
    ])
    .run(async ({ client, assert }, { deny, verified, tamper }) => {
      await createUser({ email: 'ada@example.com' })
      google.identity = { sub: 'google-ada', email: 'ada@example.com', email_verified: verified, name: 'Ada' }
      google.deny = deny

      const { agent, location } = await signInWithGoogle(client, google, 'login', tamper)

      assert.equal(`${location.pathname}${location.search}`, '/?error=auth_error')
      assert.isFalse(agent.has('dilemma_access'))
    })

  test('a callback without our state cookie (forged or replayed) → /?error=auth_error', async ({ client, assert }) => {
    await createUser({ email: 'eve@example.com' })
    google.identity = { sub: 'google-eve', email: 'eve@example.com', email_verified: true, name: 'Eve' }
    const victim = await CookieAgent.open(client)
    const url = (await victim.send('get', '/api/auth/google/url?action=login')).body().url
    const back = await google.visit(url)

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

test.group('Google sign-in with a provider that requires PKCE', (group) => {
  const google = new OpenIdProvider({ requirePkce: true })
  signInThrough(group, google)

  test('login works: the code is exchanged with its PKCE verifier', async ({ client, assert }) => {
    const user = await createUser({ email: 'pia@example.com' })
    google.identity = { sub: 'google-pia', email: 'pia@example.com', email_verified: true, name: 'Pia' }

    const { agent, location } = await signInWithGoogle(client, google, 'login')

    assert.equal(location.pathname, '/auth-success')
    assert.equal((await agent.send('get', '/api/users/me')).body().user.id, user.id)
  })

  test('without PKCE the provider refuses: our client always sends it', async ({ client, assert }) => {
    await createUser({ email: 'pia@example.com' })
    google.identity = { sub: 'google-pia', email: 'pia@example.com', email_verified: true, name: 'Pia' }

    const { location } = await signInWithGoogle(client, google, 'login', (url) => {
      url.searchParams.delete('code_challenge')
      url.searchParams.delete('code_challenge_method')
    })

    assert.equal(`${location.pathname}${location.search}`, '/?error=auth_error')
  })
})

test.group('Google sign-in with a provider that puts the e-mail in the ID token', (group) => {
  const google = new OpenIdProvider({ requirePkce: false, emailInIdToken: true })
  signInThrough(group, google)

  test('login takes the e-mail from the validated ID token, without asking userinfo', async ({ client, assert }) => {
    const user = await createUser({ email: 'ida@example.com' })
    google.identity = { sub: 'google-ida', email: 'ida@example.com', email_verified: true, name: 'Ida' }

    const { location } = await signInWithGoogle(client, google, 'login')

    assert.equal(location.pathname, '/auth-success')
    assert.equal(JSON.parse(location.searchParams.get('user')!).id, user.id)
    assert.equal(google.userinfoRequests, 0)
  })

  test('an unverified e-mail in the ID token → /?error=auth_error', async ({ client, assert }) => {
    await createUser({ email: 'ida@example.com' })
    google.identity = { sub: 'google-ida', email: 'ida@example.com', email_verified: false, name: 'Ida' }

    const { location } = await signInWithGoogle(client, google, 'login')

    assert.equal(`${location.pathname}${location.search}`, '/?error=auth_error')
  })
})

test.group('Google sign-in not configured', (group) => {
  group.setup(() => useGoogleSettings(null))

  test('the URL and the callback → 503 GOOGLE_NOT_CONFIGURED', async ({ client, assert }) => {
    const agent = await CookieAgent.open(client)

    for (const path of ['/api/auth/google/url?action=login', '/api/auth/google/callback?code=x&state=y']) {
      const response = await agent.send('get', path)
      response.assertStatus(503)
      assert.equal(response.body().code, 'GOOGLE_NOT_CONFIGURED')
    }
  })
})

/** A port on 127.0.0.1 where nothing listens: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  await new Promise((closed) => server.close(closed))
  return port
}

test.group('Google sign-in while the OpenID provider does not answer', () => {
  test('the URL → 503 SIGN_IN_UNAVAILABLE with Retry-After, and the outage is logged once, not per request', async ({
    client,
    assert,
    cleanup,
  }) => {
    const issuer = `http://127.0.0.1:${await closedPort()}`
    cleanup(useGoogleSettings({ clientId: CLIENT_ID, clientSecret: 'unused', callbackUrl: CALLBACK_URL, issuer }))
    const agent = await CookieAgent.open(client)
    const logs = captureRequestLogs()
    cleanup(logs.restore)

    for (const attempt of [1, 2, 3]) {
      const response = await agent.send('get', '/api/auth/google/url?action=login')
      response.assertStatus(503)
      assert.equal(response.body().code, 'SIGN_IN_UNAVAILABLE', `attempt ${attempt}`)
      assert.equal(response.header('retry-after'), '30')
    }

    const outageLines = logs.entries.filter((entry) => entry.msg?.startsWith('OpenID provider unreachable'))
    assert.lengthOf(outageLines, 1)
    assert.isEmpty(logs.entries.filter((entry) => entry.level >= ERROR_LEVEL))
    assert.isEmpty(logs.entries.filter((entry) => entry.msg?.startsWith('Google sign-in is unavailable')))
    // A callback without a sign-in of ours is refused before the provider is asked.
    const callback = await agent.send('get', '/api/auth/google/callback?code=x&state=y', undefined, {
      followRedirects: false,
    })
    assert.equal(callback.header('location'), '/?error=auth_error')
  })

  test('a provider that stops answering during a sign-in → the callback redirects to /?error=sign_in_unavailable', async ({
    client,
    assert,
    cleanup,
  }) => {
    const google = new OpenIdProvider({ requirePkce: false })
    await google.start(CALLBACK_URL)
    cleanup(() => google.stop())
    cleanup(useGoogleSettings(google.config(CALLBACK_URL)))
    google.identity = { sub: 'google-uma', email: 'uma@example.com', email_verified: true, name: 'Uma' }
    const agent = await CookieAgent.open(client)
    const url = (await agent.send('get', '/api/auth/google/url?action=login')).body().url
    const back = await google.visit(url)
    await google.stop()

    const callback = await agent.send('get', `${back.pathname}${back.search}`, undefined, { followRedirects: false })

    callback.assertStatus(302)
    assert.equal(callback.header('location'), '/?error=sign_in_unavailable')
    assert.isFalse(agent.has('dilemma_access'))
  })
})
