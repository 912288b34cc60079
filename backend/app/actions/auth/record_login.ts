import { DateTime } from 'luxon'
import type User from '#models/user'
import { countLoginDay } from '#services/badges/login_days'

/** Records a successful login: last login, and today in her streak (once per calendar day). */
export async function recordLogin(user: User, now = DateTime.utc()): Promise<User> {
  user.lastLoginAt = now
  await user.save()
  await countLoginDay(user, now.toMillis())
  return user
}
