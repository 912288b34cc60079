/*
 * Sign-in with Google through OpenID Connect (services/accounts/google_sign_in.ts). Enabled when
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; OIDC_ISSUER names the provider, whose
 * discovery document gives every other address (tests start a real OpenID provider on
 * 127.0.0.1). Read per request (`ally.google`), null when not configured.
 */
import env from '#start/env'
import { appUrl } from '#config/app'

export interface GoogleSignInConfig {
  clientId: string
  clientSecret: string
  callbackUrl: string
  /** The OpenID provider's issuer; `${issuer}/.well-known/openid-configuration` describes it. */
  issuer: string
}

export const GOOGLE_ISSUER = 'https://accounts.google.com'

function googleFromEnv(): GoogleSignInConfig | null {
  const clientId = env.get('GOOGLE_CLIENT_ID')
  const clientSecret = env.get('GOOGLE_CLIENT_SECRET')
  if (!clientId || !clientSecret) return null
  return {
    clientId,
    clientSecret,
    callbackUrl: env.get('GOOGLE_CALLBACK_URL') ?? new URL('/api/auth/google/callback', appUrl).toString(),
    issuer: env.get('OIDC_ISSUER') ?? GOOGLE_ISSUER,
  }
}

const allyConfig: { google: GoogleSignInConfig | null } = {
  google: googleFromEnv(),
}

export default allyConfig
