/*
 * Device cookies, as OWASP's "Slow down online guessing attacks with device cookies" describes:
 * a browser that signed in to an account gets a signed cookie naming that account and a random
 * nonce. A login from such a device is counted against the device alone, not against the
 * account-wide limit meant for unknown clients, so strangers guessing from many addresses cannot
 * lock the owner out of the devices she uses.
 */
import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { REFRESH_COOKIE_PATH } from '#services/accounts/session_tokens'
import { COOKIES } from '@dilemma/contract/cookies'

export const DEVICE_COOKIE = COOKIES.device

export interface DeviceCookie {
  userId: number
  nonce: string
}

/** The device cookie the browser presents (signed by us), or null. */
export function presentedDevice({ request }: HttpContext): DeviceCookie | null {
  const value: unknown = request.cookie(DEVICE_COOKIE)
  if (typeof value !== 'object' || value === null) return null
  const { userId, nonce } = value as Record<string, unknown>
  return typeof userId === 'number' && typeof nonce === 'string' ? { userId, nonce } : null
}

/** After a successful login: this browser is a known device of `userId` from now on. */
export function issueDeviceCookie({ response }: HttpContext, userId: number) {
  const device: DeviceCookie = { userId, nonce: randomBytes(16).toString('hex') }
  response.cookie(DEVICE_COOKIE, device, {
    path: REFRESH_COOKIE_PATH,
    maxAge: '365d',
    httpOnly: true,
    sameSite: 'lax',
  })
}
