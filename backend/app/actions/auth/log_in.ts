import type User from '#models/user'
import { LoginThrottle } from '#services/login_throttle'
import { verifyCredentials } from '#actions/auth/verify_credentials'
import { recordLogin } from '#actions/auth/record_login'

/**
 * Checks a login attempt under the rate limits and, on success, records the login
 * (last login, streak). Opening the session is the guard's job.
 */
export async function logIn(credentials: { usernameOrEmail: string; password: string }, ip: string): Promise<User> {
  const throttle = new LoginThrottle(ip, credentials.usernameOrEmail)
  await throttle.ensureAllowed()

  let user: User
  try {
    user = await verifyCredentials(credentials.usernameOrEmail, credentials.password)
  } catch (error) {
    await throttle.recordFailure()
    throw error
  }
  await throttle.recordSuccess()
  return recordLogin(user)
}
