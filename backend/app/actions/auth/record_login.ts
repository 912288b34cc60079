import { DateTime } from 'luxon'
import type User from '#models/user'
import { appTimezone } from '#config/app'
import { nextLoginStreak } from '#services/login_streak'

/** Records a successful login: last login and the calendar-day streak. */
export async function recordLogin(user: User, now = DateTime.utc()): Promise<User> {
  const streak = nextLoginStreak(
    { current: user.currentLoginStreak, max: user.maxLoginStreak },
    user.lastLoginAt,
    now,
    appTimezone,
  )
  user.merge({ lastLoginAt: now, currentLoginStreak: streak.current, maxLoginStreak: streak.max })
  await user.save()
  return user
}
