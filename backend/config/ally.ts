/*
 * Google sign-in (through @adonisjs/ally's Google driver). Enabled when GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET are set; the provider's URLs can be pointed elsewhere (tests use a fake
 * identity provider on 127.0.0.1). Read per request (`ally.google`), null when not configured.
 */
import env from '#start/env'
import { appUrl } from '#config/app'

export interface GoogleSignInConfig {
  clientId: string
  clientSecret: string
  callbackUrl: string
  authorizeUrl: string
  accessTokenUrl: string
  userInfoUrl: string
}

function googleFromEnv(): GoogleSignInConfig | null {
  const clientId = env.get('GOOGLE_CLIENT_ID')
  const clientSecret = env.get('GOOGLE_CLIENT_SECRET')
  if (!clientId || !clientSecret) return null
  return {
    clientId,
    clientSecret,
    callbackUrl: env.get('GOOGLE_CALLBACK_URL') ?? new URL('/api/auth/google/callback', appUrl).toString(),
    authorizeUrl: env.get('GOOGLE_AUTHORIZE_URL') ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    accessTokenUrl: env.get('GOOGLE_TOKEN_URL') ?? 'https://oauth2.googleapis.com/token',
    userInfoUrl: env.get('GOOGLE_USERINFO_URL') ?? 'https://openidconnect.googleapis.com/v1/userinfo',
  }
}

const allyConfig: { google: GoogleSignInConfig | null } = {
  google: googleFromEnv(),
}

export default allyConfig
