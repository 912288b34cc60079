/*
 * Sign-in with Google through standard OpenID Connect (openid-client): the authorization code
 * flow with PKCE (S256), a state and a nonce, scopes `openid email profile`. The ID token is
 * validated (signature from the provider's JWKS, iss, aud, exp, nonce); the e-mail comes from it,
 * or from userinfo when its `sub` matches the ID token's, and must be verified. The provider is
 * found through its discovery document (OIDC_ISSUER, Google's by default), so any
 * standards-compliant provider works. Our encrypted cookie keeps state, nonce, PKCE verifier and
 * what the person wanted to do (register or login).
 */
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import * as oidc from 'openid-client'
import type { GoogleSignInConfig } from '#config/ally'
import { accountErrors } from '#exceptions/account_errors'

export type GoogleAction = 'register' | 'login'

export interface GoogleProfile {
  id: string
  email: string
  name: string | null
}

interface SavedRequest {
  state: string
  nonce: string
  verifier: string
  action: GoogleAction
}

const STATE_COOKIE = 'dilemma_google_state'
const STATE_COOKIE_PATH = '/api/auth/google'
const SCOPES = 'openid email profile'

function googleConfig(): GoogleSignInConfig | null {
  return app.config.get<GoogleSignInConfig | null>('ally.google', null)
}

export function isGoogleConfigured(): boolean {
  return googleConfig() !== null
}

const discovered = new Map<string, Promise<oidc.Configuration>>()

/** The provider's configuration from its discovery document, fetched once per issuer and client. */
function providerFor(config: GoogleSignInConfig): Promise<oidc.Configuration> {
  const key = `${config.issuer} ${config.clientId}`
  let provider = discovered.get(key)
  if (!provider) {
    const issuer = new URL(config.issuer)
    // Plain HTTP only for a provider on this machine (a local stand-in); never across a network.
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
    provider = oidc
      .discovery(issuer, config.clientId, config.clientSecret, undefined, {
        execute: loopback && issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .then((configuration) => {
        // Checks the ID token's signature against the provider's JWKS, not only TLS.
        oidc.enableNonRepudiationChecks(configuration)
        return configuration
      })
    // A failed discovery is tried again on the next sign-in.
    provider.catch(() => discovered.delete(key))
    discovered.set(key, provider)
  }
  return provider
}

function configured(): GoogleSignInConfig {
  const config = googleConfig()
  if (!config) throw accountErrors.googleNotConfigured()
  return config
}

/** The authorization URL to send the browser to; remembers the request in a cookie. */
export async function googleConsentUrl(ctx: HttpContext, action: GoogleAction): Promise<string> {
  const config = configured()
  const provider = await providerFor(config)
  const saved: SavedRequest = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    action,
  }
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: config.callbackUrl,
    scope: SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(saved.verifier),
    code_challenge_method: 'S256',
    state: saved.state,
    nonce: saved.nonce,
  })
  ctx.response.encryptedCookie(STATE_COOKIE, saved, {
    path: STATE_COOKIE_PATH,
    maxAge: '10m',
    httpOnly: true,
    sameSite: 'lax',
  })
  return url.href
}

function isSavedRequest(value: unknown): value is SavedRequest {
  const saved = value as Partial<Record<keyof SavedRequest, unknown>> | null
  return (
    typeof saved?.state === 'string' &&
    typeof saved.nonce === 'string' &&
    typeof saved.verifier === 'string' &&
    (saved.action === 'register' || saved.action === 'login')
  )
}

/**
 * Completes the code exchange on the callback. Null when anything is off: a forged or missing
 * state, a wrong nonce, a denied consent, a failing provider, an invalid ID token or an
 * unverified e-mail.
 */
export async function googleProfileFromCallback(
  ctx: HttpContext,
): Promise<{ action: GoogleAction; profile: GoogleProfile } | null> {
  const saved = ctx.request.encryptedCookie(STATE_COOKIE)
  ctx.response.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH })
  if (!isSavedRequest(saved)) return null
  const config = configured()
  try {
    const provider = await providerFor(config)
    const callbackUrl = new URL(config.callbackUrl)
    callbackUrl.search = new URL(ctx.request.url(true), 'http://callback.invalid').search
    const tokens = await oidc.authorizationCodeGrant(provider, callbackUrl, {
      pkceCodeVerifier: saved.verifier,
      expectedState: saved.state,
      expectedNonce: saved.nonce,
      idTokenExpected: true,
    })
    const idToken = tokens.claims()!
    // Providers may keep the e-mail out of the ID token and answer it from userinfo instead.
    const claims =
      typeof idToken.email === 'string' ? idToken : await oidc.fetchUserInfo(provider, tokens.access_token, idToken.sub)
    if (typeof claims.email !== 'string' || claims.email_verified !== true) return null
    return {
      action: saved.action,
      profile: {
        id: idToken.sub,
        email: claims.email,
        name: typeof claims.name === 'string' ? claims.name : null,
      },
    }
  } catch (error) {
    ctx.logger.warn({ err: error }, 'Google sign-in failed')
    return null
  }
}
