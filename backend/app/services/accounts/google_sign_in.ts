/*
 * What the app keeps of a Google sign-in besides Ally's state: the action the person started
 * (register or login), in an encrypted cookie beside the driver's, and the profile it takes from
 * the person Ally's driver answers (config/ally.ts, services/accounts/openid_connect_driver.ts).
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { AllyUserContract, Oauth2AccessToken } from '@adonisjs/ally/types'
import { COOKIES } from '@dilemma/contract/cookies'

export type GoogleAction = 'register' | 'login'

export interface GoogleProfile {
  id: string
  email: string
  name: string | null
}

const ACTION_COOKIE = COOKIES.googleAction
const ACTION_COOKIE_OPTIONS = { path: '/api/auth/google', maxAge: '10m', httpOnly: true, sameSite: 'lax' } as const

export function rememberGoogleAction(ctx: HttpContext, action: GoogleAction) {
  ctx.response.encryptedCookie(ACTION_COOKIE, action, ACTION_COOKIE_OPTIONS)
}

/** The action of the sign-in that comes back, read once; null without our cookie. */
export function takeGoogleAction(ctx: HttpContext): GoogleAction | null {
  const action: unknown = ctx.request.encryptedCookie(ACTION_COOKIE)
  ctx.response.clearCookie(ACTION_COOKIE, { path: ACTION_COOKIE_OPTIONS.path })
  return action === 'register' || action === 'login' ? action : null
}

/** The profile of a person whose e-mail the provider has verified; null otherwise. */
export function googleProfileOf(user: AllyUserContract<Oauth2AccessToken>): GoogleProfile | null {
  if (user.email === null || user.emailVerificationState !== 'verified') return null
  return { id: user.id, email: user.email, name: user.name || null }
}
