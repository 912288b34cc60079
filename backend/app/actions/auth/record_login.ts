import { DateTime } from 'luxon'
import type User from '#models/user'
import { countLoginDay } from '#services/badges/login_days'

/** Records a successful login: last login, and today in her streak (once per calendar day). */
export default class RecordLogin {
  static async handle({ user, now = DateTime.utc() }: { user: User; now?: DateTime }): Promise<User> {
    user.lastLoginAt = now
    await user.save()
    await countLoginDay(user, now.toMillis())
    return user
  }
}
