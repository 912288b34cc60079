/*
 * The OAuth side of Google sign-in: the consent URL and, on the way back, the verified profile.
 * Ally's Google driver speaks the protocol; our own encrypted cookie carries the anti-forgery
 * state together with what the person wanted to do (register or login).
 */
import { randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { GoogleDriver } from '@adonisjs/ally/drivers/google'
import type { GoogleSignInConfig } from '#config/ally'
import { accountErrors } from '#exceptions/account_errors'

export type GoogleAction = 'register' | 'login'

export interface GoogleProfile {
  id: string
  email: string
  name: string | null
}

const STATE_COOKIE = 'dilemma_google_state'
const STATE_COOKIE_PATH = '/api/auth/google'

function googleConfig(): GoogleSignInConfig | null {
  return app.config.get<GoogleSignInConfig | null>('ally.google', null)
}

export function isGoogleConfigured(): boolean {
  return googleConfig() !== null
}

function driverFor(ctx: HttpContext): GoogleDriver {
  const config = googleConfig()
  if (!config) throw accountErrors.googleNotConfigured()
  // Stateless for ally: the state is checked against our own cookie, which also holds the action.
  return new GoogleDriver(ctx, { ...config, scopes: ['openid', 'userinfo.email', 'userinfo.profile'] }).stateless()
}

/** The consent URL to send the browser to; remembers state and action in a cookie. */
export async function googleConsentUrl(ctx: HttpContext, action: GoogleAction): Promise<string> {
  const driver = driverFor(ctx)
  const state = randomBytes(24).toString('base64url')
  const url = await driver.redirectUrl((request) => request.param('state', state))
  ctx.response.encryptedCookie(
    STATE_COOKIE,
    { state, action },
    { path: STATE_COOKIE_PATH, maxAge: '10m', httpOnly: true, sameSite: 'lax' },
  )
  return url
}

function isSavedState(value: unknown): value is { state: string; action: GoogleAction } {
  const saved = value as { state?: unknown; action?: unknown } | null
  return typeof saved?.state === 'string' && (saved.action === 'register' || saved.action === 'login')
}

/**
 * Completes the OAuth exchange on the callback. Null when anything is off: a forged or missing
 * state, a denied consent, a failing provider or an unverified e-mail.
 */
export async function googleProfileFromCallback(
  ctx: HttpContext,
): Promise<{ action: GoogleAction; profile: GoogleProfile } | null> {
  const saved = ctx.request.encryptedCookie(STATE_COOKIE)
  ctx.response.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH })
  if (!isSavedState(saved) || saved.state !== ctx.request.input('state')) return null

  const driver = driverFor(ctx)
  if (driver.hasError()) return null
  try {
    const user = await driver.user()
    if (!user.email || user.emailVerificationState !== 'verified') return null
    return {
      action: saved.action,
      profile: { id: String(user.id), email: user.email, name: user.name ?? null },
    }
  } catch (error) {
    ctx.logger.warn({ err: error }, 'Google sign-in failed')
    return null
  }
}
