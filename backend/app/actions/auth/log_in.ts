import { DateTime } from 'luxon'
import type User from '#models/user'
import { appTimezone } from '#config/app'
import { LoginThrottle } from '#services/login_throttle'
import { nextLoginStreak } from '#services/login_streak'
import { verifyCredentials } from '#actions/auth/verify_credentials'

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

  const now = DateTime.utc()
  const streak = nextLoginStreak(
    { current: user.currentLoginStreak, max: user.maxLoginStreak },
    user.lastLoginAt,
    now,
    appTimezone
  )
  user.merge({ lastLoginAt: now, currentLoginStreak: streak.current, maxLoginStreak: streak.max })
  await user.save()
  return user
}
