/*
 * Sign-in with Google through Ally, with our OpenID Connect driver
 * (services/accounts/openid_connect_driver.ts). Enabled when GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET are set; OIDC_ISSUER names the provider, whose discovery document gives
 * every other address (tests start a real OpenID provider on 127.0.0.1).
 */
import { defineConfig } from '@adonisjs/ally'
import type { InferSocialProviders } from '@adonisjs/ally/types'
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { appUrl } from '#config/app'
import { accountErrors } from '#exceptions/account_errors'
import { OpenIdConnectDriver, type OpenIdConnectConfig } from '#services/accounts/openid_connect_driver'

export const GOOGLE_ISSUER = 'https://accounts.google.com'

function googleFromEnv(): OpenIdConnectConfig | null {
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

/** Google's settings, read on each sign-in (null when not configured; tests point them at their provider). */
export const googleSignIn: { settings: OpenIdConnectConfig | null } = { settings: googleFromEnv() }

const allyConfig = defineConfig({
  google: (ctx: HttpContext) => {
    if (!googleSignIn.settings) throw accountErrors.googleNotConfigured()
    return new OpenIdConnectDriver(ctx, googleSignIn.settings)
  },
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
