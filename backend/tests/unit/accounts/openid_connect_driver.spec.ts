import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import encryption from '@adonisjs/core/services/encryption'
import { CookieClient } from '@adonisjs/core/http'
import type { HttpContext } from '@adonisjs/core/http'
import { OpenIdConnectDriver } from '#services/accounts/openid_connect_driver'
import { CLIENT_ID, OpenIdProvider } from '#tests/helpers/openid_provider'

const CALLBACK_URL = 'http://localhost:3333/api/auth/google/callback'

/** The encrypted cookies the response sets, decrypted, by name. */
function cookiesSet(ctx: HttpContext): Map<string, unknown> {
  const cookies = new CookieClient(encryption)
  const lines = [ctx.response.getHeader('set-cookie') ?? []].flat().map(String)
  return new Map(
    lines.map((line) => {
      const [pair] = line.split(';')
      const separator = pair!.indexOf('=')
      const name = pair!.slice(0, separator)
      return [name, cookies.decrypt(name, decodeURIComponent(pair!.slice(separator + 1)))]
    }),
  )
}

test.group('OpenID Connect driver: the redirect', (group) => {
  const provider = new OpenIdProvider({ requirePkce: true })
  group.setup(async () => {
    await provider.start(CALLBACK_URL)
    return () => provider.stop()
  })

  test('the discovered endpoint with scope, redirect_uri, state, nonce and an S256 challenge of the kept verifier', async ({
    assert,
  }) => {
    const ctx = await testUtils.createHttpContext()
    const driver = new OpenIdConnectDriver(ctx, provider.config(CALLBACK_URL))

    const url = new URL(await driver.redirectUrl())

    assert.equal(`${url.origin}${url.pathname}`, `${provider.issuer}/auth`)
    const params = Object.fromEntries(url.searchParams)
    assert.containsSubset(params, {
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK_URL,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    const cookies = cookiesSet(ctx)
    const checks = cookies.get('dilemma_google_checks') as { verifier: string; nonce: string }
    assert.equal(params.state, cookies.get('dilemma_google_state'))
    assert.equal(params.nonce, checks.nonce)
    assert.equal(params.code_challenge, createHash('sha256').update(checks.verifier).digest('base64url'))
    assert.isAtLeast(checks.verifier.length, 43)
    assert.isAtLeast(params.state!.length, 32)
    assert.isAtLeast(params.nonce!.length, 32)
    assert.lengthOf(url.searchParams.getAll('state'), 1)
  })

  test('each redirect has its own state, nonce and verifier', async ({ assert }) => {
    const first = new URL(
      await new OpenIdConnectDriver(await testUtils.createHttpContext(), provider.config(CALLBACK_URL)).redirectUrl(),
    )
    const second = new URL(
      await new OpenIdConnectDriver(await testUtils.createHttpContext(), provider.config(CALLBACK_URL)).redirectUrl(),
    )

    for (const name of ['state', 'nonce', 'code_challenge']) {
      assert.notEqual(first.searchParams.get(name), second.searchParams.get(name), name)
    }
  })

  test('redirect() sends the browser to the same kind of address', async ({ assert }) => {
    const ctx = await testUtils.createHttpContext()

    await new OpenIdConnectDriver(ctx, provider.config(CALLBACK_URL)).redirect()

    const location = new URL(String(ctx.response.getHeader('location')))
    assert.equal(location.searchParams.get('state'), cookiesSet(ctx).get('dilemma_google_state'))
    assert.equal(location.searchParams.get('code_challenge_method'), 'S256')
  })
})
