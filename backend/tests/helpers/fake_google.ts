import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { GoogleSignInConfig } from '#config/ally'
import { LoopbackFake, readBody, sendJson } from '#tests/helpers/loopback_fake'

export interface GoogleIdentity {
  sub: string
  email: string
  email_verified: boolean
  name: string
}

const CLIENT_ID = 'dilemma-test-client'
const CLIENT_SECRET = 'dilemma-test-secret'

/**
 * A stand-in for Google's OAuth 2.0 endpoints on 127.0.0.1: consent (which agrees at once and
 * sends the browser back with a code), token exchange and userinfo, checking what Google checks
 * (client credentials, the code, the redirect URI, the bearer token).
 */
export class FakeGoogle extends LoopbackFake {
  /** Who "signs in" at the consent screen. */
  identity: GoogleIdentity = { sub: 'google-1', email: 'guest@example.com', email_verified: true, name: 'Guest' }
  private codes = new Map<string, { redirectUri: string; identity: GoogleIdentity }>()
  private accessTokens = new Map<string, GoogleIdentity>()
  config(callbackUrl: string): GoogleSignInConfig {
    return {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      callbackUrl,
      authorizeUrl: `${this.origin}/o/oauth2/v2/auth`,
      accessTokenUrl: `${this.origin}/token`,
      userInfoUrl: `${this.origin}/v1/userinfo`,
    }
  }

  /** What the browser does at the consent screen: the URL it is sent back to. */
  async consent(consentUrl: string, answer: 'allow' | 'deny' = 'allow'): Promise<URL> {
    const url = new URL(consentUrl)
    if (answer === 'deny') url.searchParams.set('deny', '1')
    const response = await fetch(url, { redirect: 'manual' })
    return new URL(response.headers.get('location')!)
  }

  protected async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.origin)
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return this.authorize(url, response)
    if (request.method === 'POST' && url.pathname === '/token')
      return this.token(new URLSearchParams(await readBody(request)), response)
    if (request.method === 'GET' && url.pathname === '/v1/userinfo') {
      const identity = this.accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''))
      return identity ? sendJson(response, 200, identity) : sendJson(response, 401, { error: 'invalid_token' })
    }
    sendJson(response, 404, { error: 'not_found' })
  }

  private authorize(url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri')
    if (
      url.searchParams.get('client_id') !== CLIENT_ID ||
      !redirectUri ||
      url.searchParams.get('response_type') !== 'code'
    ) {
      return sendJson(response, 400, { error: 'invalid_request' })
    }
    const back = new URL(redirectUri)
    back.searchParams.set('state', url.searchParams.get('state') ?? '')
    if (url.searchParams.has('deny')) {
      back.searchParams.set('error', 'access_denied')
    } else {
      const code = randomBytes(8).toString('hex')
      this.codes.set(code, { redirectUri, identity: { ...this.identity } })
      back.searchParams.set('code', code)
    }
    response.writeHead(302, { location: back.toString() }).end()
  }

  private token(form: URLSearchParams, response: ServerResponse) {
    const grant = this.codes.get(form.get('code') ?? '')
    const valid =
      grant &&
      form.get('client_id') === CLIENT_ID &&
      form.get('client_secret') === CLIENT_SECRET &&
      form.get('grant_type') === 'authorization_code' &&
      form.get('redirect_uri') === grant.redirectUri
    if (!valid) return sendJson(response, 400, { error: 'invalid_grant' })
    this.codes.delete(form.get('code')!)
    const accessToken = randomBytes(12).toString('hex')
    this.accessTokens.set(accessToken, grant.identity)
    sendJson(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3599,
      scope: 'openid email profile',
      id_token: 'unused',
    })
  }
}
