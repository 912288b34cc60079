import type User from '#models/user'
import { startLoginAttempt } from '#services/accounts/login_throttle'
import type { DeviceCookie } from '#services/accounts/device_cookie'
import { findLoginAccount, loginName } from '#queries/auth/find_login_account'
import VerifyCredentials from '#actions/auth/verify_credentials'
import RecordLogin from '#actions/auth/record_login'

export interface LogInInput {
  usernameOrEmail: string
  password: string
  ip: string
  /** The device cookie this browser presented, if any. */
  device?: DeviceCookie | null
}

/**
 * Checks a login attempt under the rate limits and, on success, records the login
 * (last login, streak). Opening the session is the guard's job.
 */
export default class LogIn {
  static async handle({ usernameOrEmail, password, ip, device = null }: LogInInput): Promise<User> {
    const name = loginName(usernameOrEmail)
    const account = await findLoginAccount(name)
    // One counter per account whatever name was typed; an unknown name counts under itself, so
    // unknown names are limited alike and the limits do not tell which accounts exist.
    const knownDevice = account && device?.userId === account.id ? device.nonce : null
    const attempt = await startLoginAttempt(ip, account ? `id:${account.id}` : `name:${name.value}`, knownDevice)
    const user = await VerifyCredentials.handle({ account, password })
    await attempt.succeeded()
    return RecordLogin.handle({ user })
  }
}
