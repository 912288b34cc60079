import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'
import type { OpenIdConnectConfig } from '#services/accounts/openid_connect_driver'
import { googleSignIn } from '#config/ally'

export const CLIENT_ID = 'dilemma-test-client'
const CLIENT_SECRET = 'dilemma-test-secret-that-is-long-enough-for-hs256'

/** Points Google sign-in at `settings` (null: not configured); the answer puts the previous ones back. */
export function useGoogleSettings(settings: OpenIdConnectConfig | null): () => void {
  const previous = googleSignIn.settings
  googleSignIn.settings = settings
  return () => {
    googleSignIn.settings = previous
  }
}

export interface Identity {
  sub: string
  email: string
  email_verified: boolean
  name: string
}

/**
 * A certified OpenID provider (the `oidc-provider` package) on 127.0.0.1, with one client (ours).
 * The person signing in is `identity`; the login and consent screens are answered here at once,
 * as the person would (or refused, with `deny`). By default the provider keeps the e-mail out of
 * the ID token and answers it from userinfo (`/me`), as the standard says for scope-requested
 * claims.
 */
export class OpenIdProvider {
  identity: Identity | null = null
  deny = false
  issuer = ''
  /** How often our server asked the userinfo endpoint. */
  userinfoRequests = 0
  private provider?: Provider
  private server = createServer((request, response) => void this.handle(request, response))

  /**
   * `emailInIdToken`: the provider also puts the scopes' claims (e-mail, name) in the ID token,
   * as Google does.
   */
  constructor(private options: { requirePkce: boolean; emailInIdToken?: boolean }) {}

  async start(callbackUrl: string) {
    await new Promise<void>((listening) => this.server.listen(0, '127.0.0.1', listening))
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    this.provider = new Provider(this.issuer, this.configuration(callbackUrl))
  }

  stop(): Promise<void> {
    return new Promise((closed) => this.server.close(() => closed()))
  }

  /** Our settings for this provider. */
  config(callbackUrl: string): OpenIdConnectConfig {
    return { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, callbackUrl, issuer: this.issuer }
  }

  /**
   * The browser's visit: from the authorization URL through login and consent to the redirect
   * back to us, with the provider's cookies kept along the way. The address it sends us back to.
   */
  async visit(authorizationUrl: string): Promise<URL> {
    const cookies = new Map<string, string>()
    let url = new URL(authorizationUrl)
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== this.issuer) return url
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const separator = pair!.indexOf('=')
        cookies.set(pair!.slice(0, separator), pair!.slice(separator + 1))
      }
      const location = response.headers.get('location')
      if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`)
      url = new URL(location, url)
    }
    throw new Error('too many redirects at the provider')
  }

  private configuration(callbackUrl: string): Configuration {
    return {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [callbackUrl],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: (_ctx, sub) => {
        const identity = this.identity
        if (!identity || identity.sub !== sub) return undefined
        return { accountId: sub, claims: () => ({ ...identity }) }
      },
      pkce: { required: () => this.options.requirePkce },
      conformIdTokenClaims: !this.options.emailInIdToken,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    }
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const provider = this.provider!
    if (request.url === '/me') this.userinfoRequests++
    if (!request.url?.startsWith('/interaction/')) return provider.callback()(request, response)
    const { prompt, params } = await provider.interactionDetails(request, response)
    if (this.deny || !this.identity) {
      const result = { error: 'access_denied', error_description: 'The person said no.' }
      return provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false })
    }
    if (prompt.name === 'login') {
      const result = { login: { accountId: this.identity.sub } }
      return provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false })
    }
    const grant = new provider.Grant({ accountId: this.identity.sub, clientId: String(params.client_id) })
    grant.addOIDCScope(String(params.scope))
    const result = { consent: { grantId: await grant.save() } }
    return provider.interactionFinished(request, response, result, { mergeWithLastSubmission: true })
  }
}
