/*
 * An Ally driver for any OpenID Connect provider (Google's by default): the authorization code
 * flow with PKCE (S256), a state and a nonce, scopes `openid email profile`. Ally builds the
 * redirect and keeps the state in its cookie; this driver adds the provider's addresses from its
 * discovery document, the PKCE challenge and the nonce (their verifier and value in an encrypted
 * cookie beside the state), and exchanges the code with openid-client, which validates the ID
 * token (signature from the provider's JWKS, iss, aud, exp, nonce). The person's claims come from
 * the ID token, or from userinfo when its `sub` matches the ID token's.
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { Logger } from '@adonisjs/core/logger'
import { Oauth2Driver, errors as allyErrors } from '@adonisjs/ally'
import type {
  AllyDriverContract,
  AllyUserContract,
  Oauth2DriverConfig,
  RedirectRequestContract,
} from '@adonisjs/ally/types'
import * as oidc from 'openid-client'
import { COOKIES } from '@dilemma/contract/cookies'

export interface OpenIdConnectConfig extends Oauth2DriverConfig {
  /** The provider's issuer; `${issuer}/.well-known/openid-configuration` describes it. */
  issuer: string
}

export type OpenIdConnectScopes = 'openid' | 'email' | 'profile'

export interface OpenIdConnectToken {
  token: string
  type: 'bearer'
  /** The validated ID token's claims. */
  claims: oidc.IDToken
  expiresIn?: number
}

/** The provider, or its discovery, token or userinfo endpoint, did not answer (or failed, 5xx). */
export class OpenIdProviderUnreachable extends Error {}

/** What the callback must check besides the state: the PKCE verifier and the nonce. */
interface PendingChecks {
  verifier: string
  nonce: string
}

const SCOPES: OpenIdConnectScopes[] = ['openid', 'email', 'profile']
/** The cookies live as long as a sign-in may take, and only where the callback is. */
const COOKIE_OPTIONS = { path: '/api/auth/google', maxAge: '10m', httpOnly: true, sameSite: 'lax' } as const
/** Seconds to wait for the provider before calling it unreachable. */
const PROVIDER_TIMEOUT = 10

const discovered = new Map<string, Promise<oidc.Configuration>>()
/** Issuers that failed their last request: logged once when the outage starts and once at its end. */
const unreachableIssuers = new Set<string>()

function noteUnreachable(issuer: string, error: unknown, logger: Logger): OpenIdProviderUnreachable {
  if (!unreachableIssuers.has(issuer)) {
    unreachableIssuers.add(issuer)
    logger.warn({ err: error, issuer }, 'OpenID provider unreachable; sign-in answers 503 until it is back')
  }
  return new OpenIdProviderUnreachable(`The OpenID provider ${issuer} did not answer`, { cause: error })
}

function noteReachable(issuer: string, logger: Logger) {
  if (unreachableIssuers.delete(issuer)) logger.info({ issuer }, 'OpenID provider reachable again')
}

/** A failure of the network or of the provider itself, not an answer about this sign-in. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return error.message === 'fetch failed'
  if (error instanceof oidc.ResponseBodyError) return error.status >= 500
  if (!(error instanceof oidc.ClientError)) return false
  if (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT') return true
  return error.cause instanceof Response && error.cause.status >= 500
}

function isPendingChecks(value: unknown): value is PendingChecks {
  const checks = value as Partial<Record<keyof PendingChecks, unknown>> | null
  return typeof checks?.verifier === 'string' && typeof checks.nonce === 'string'
}

export class OpenIdConnectDriver
  extends Oauth2Driver<OpenIdConnectToken, OpenIdConnectScopes>
  implements AllyDriverContract<OpenIdConnectToken, OpenIdConnectScopes>
{
  /** From the discovery document, set before the redirect is built. */
  protected authorizeUrl = ''
  /** Unused: openid-client exchanges the code, so that it can validate the ID token it gets. */
  protected accessTokenUrl = ''
  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateCookieName = COOKIES.googleState
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ' '
  protected checksCookieName = COOKIES.googleChecks

  /** The checks read from the cookie on the callback. */
  private pendingChecks?: PendingChecks
  /** The challenge and nonce of the redirect being built. */
  private redirectChecks?: { challenge: string; nonce: string }

  constructor(
    ctx: HttpContext,
    public config: OpenIdConnectConfig,
  ) {
    super(ctx, config)
    this.loadState()
  }

  /** Ally's state and our checks, read once and cleared at once (with the path they were set on). */
  protected loadState() {
    const state: unknown = this.ctx.request.encryptedCookie(this.stateCookieName)
    const checks: unknown = this.ctx.request.encryptedCookie(this.checksCookieName)
    this.stateCookieValue = typeof state === 'string' ? state : undefined
    this.pendingChecks = isPendingChecks(checks) ? checks : undefined
    this.ctx.response.clearCookie(this.stateCookieName, { path: COOKIE_OPTIONS.path })
    this.ctx.response.clearCookie(this.checksCookieName, { path: COOKIE_OPTIONS.path })
  }

  /** The verifier and nonce have to come back with the callback: there is no stateless mode. */
  stateless(): this {
    throw new Error('OpenID Connect sign-in keeps its state, PKCE verifier and nonce in cookies')
  }

  /**
   * The provider's authorization URL. Unlike Ally's default it keeps the state (and our checks)
   * as `redirect()` does, so an API can hand the address to a single-page app.
   */
  async redirectUrl(callback?: (request: RedirectRequestContract<OpenIdConnectScopes>) => void) {
    const provider = await this.provider()
    this.authorizeUrl = provider.serverMetadata().authorization_endpoint!
    const checks: PendingChecks = { verifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() }
    this.redirectChecks = { challenge: await oidc.calculatePKCECodeChallenge(checks.verifier), nonce: checks.nonce }
    const state = this.getState()
    this.ctx.response.encryptedCookie(this.stateCookieName, state, COOKIE_OPTIONS)
    this.ctx.response.encryptedCookie(this.checksCookieName, checks, COOKIE_OPTIONS)
    return super.redirectUrl((request) => {
      request.param(this.stateParamName, state)
      callback?.(request)
    })
  }

  async redirect(callback?: (request: RedirectRequestContract<OpenIdConnectScopes>) => void) {
    this.ctx.response.redirect(await this.redirectUrl(callback))
  }

  protected configureRedirectRequest(request: RedirectRequestContract<OpenIdConnectScopes>) {
    request.scopes(SCOPES)
    request.param('response_type', 'code')
    request.param('code_challenge', this.redirectChecks!.challenge)
    request.param('code_challenge_method', 'S256')
    request.param('nonce', this.redirectChecks!.nonce)
  }

  accessDenied() {
    return this.getError() === 'access_denied'
  }

  /**
   * Exchanges the code with its PKCE verifier; openid-client checks the state again and
   * validates the ID token (signature, iss, aud, exp, nonce).
   */
  async accessToken(): Promise<OpenIdConnectToken> {
    if (this.hasError()) throw new allyErrors.E_OAUTH_MISSING_CODE([this.codeParamName])
    if (this.stateMisMatch() || !this.stateCookieValue || !this.pendingChecks) {
      throw new allyErrors.E_OAUTH_STATE_MISMATCH()
    }
    const provider = await this.provider()
    const callbackUrl = new URL(this.config.callbackUrl)
    callbackUrl.search = new URL(this.ctx.request.url(true), 'http://callback.invalid').search
    const tokens = await this.ask(() =>
      oidc.authorizationCodeGrant(provider, callbackUrl, {
        pkceCodeVerifier: this.pendingChecks!.verifier,
        expectedState: this.stateCookieValue,
        expectedNonce: this.pendingChecks!.nonce,
        idTokenExpected: true,
      }),
    )
    return { token: tokens.access_token, type: 'bearer', claims: tokens.claims()!, expiresIn: tokens.expires_in }
  }

  /**
   * The person from the validated ID token; providers may keep the e-mail out of it and answer
   * it from userinfo instead, which must then name the same `sub`.
   */
  async user(): Promise<AllyUserContract<OpenIdConnectToken>> {
    const token = await this.accessToken()
    const idToken = token.claims
    const claims =
      typeof idToken.email === 'string'
        ? idToken
        : await this.ask(async () => oidc.fetchUserInfo(await this.provider(), token.token, idToken.sub))
    const name = typeof claims.name === 'string' ? claims.name : ''
    const email = typeof claims.email === 'string' ? claims.email : null
    return {
      id: idToken.sub,
      nickName: name,
      name,
      email,
      emailVerificationState:
        email === null ? 'unsupported' : claims.email_verified === true ? 'verified' : 'unverified',
      avatarUrl: typeof claims.picture === 'string' ? claims.picture : null,
      token,
      original: claims,
    }
  }

  /** Without an ID token nothing ties a userinfo answer to the person: not offered. */
  async userFromToken(): Promise<never> {
    throw new Error('OpenID Connect sign-in reads the person from a validated ID token, not from an access token')
  }

  /** The provider's configuration from its discovery document, fetched once per issuer and client. */
  private async provider(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.config
    const key = `${issuer} ${clientId}`
    let provider = discovered.get(key)
    if (!provider) {
      const issuerUrl = new URL(issuer)
      // Plain HTTP only for a provider on this machine (a local stand-in); never across a network.
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuerUrl.hostname)
      provider = oidc
        .discovery(issuerUrl, clientId, clientSecret, undefined, {
          execute: loopback && issuerUrl.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
          timeout: PROVIDER_TIMEOUT,
        })
        .then((configuration) => {
          configuration.timeout = PROVIDER_TIMEOUT
          // Checks the ID token's signature against the provider's JWKS, not only TLS.
          oidc.enableNonRepudiationChecks(configuration)
          return configuration
        })
      discovered.set(key, provider)
    }
    try {
      const configuration = await provider
      noteReachable(issuer, this.ctx.logger)
      return configuration
    } catch (error) {
      // A failed discovery is tried again on the next sign-in.
      if (discovered.get(key) === provider) discovered.delete(key)
      throw noteUnreachable(issuer, error, this.ctx.logger)
    }
  }

  /** A request to the provider; its network failures and 5xx answers mean it is unreachable. */
  private async ask<T>(request: () => Promise<T>): Promise<T> {
    try {
      const answer = await request()
      noteReachable(this.config.issuer, this.ctx.logger)
      return answer
    } catch (error) {
      if (isUnreachable(error)) throw noteUnreachable(this.config.issuer, error, this.ctx.logger)
      throw error
    }
  }
}
