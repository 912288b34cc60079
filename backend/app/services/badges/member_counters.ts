import db from '@adonisjs/lucid/services/db'
import type { BadgeType } from '#models/badge'
import { COUNTER_COLUMNS, type CountedType } from '#services/badges/user_counters'

export type MemberCounters = Record<BadgeType, number> & { maxLoginStreak: number }

/** Her badge counters: the streak from `users`, the rest from `user_stats` (0 before her first event). */
export async function readMemberCounters(userId: number): Promise<MemberCounters> {
  const [user, stats] = await Promise.all([
    db.from('users').where('id', userId).select('current_login_streak', 'max_login_streak').first(),
    db.from('user_stats').where('user_id', userId).first(),
  ])
  const counted = Object.fromEntries(
    Object.entries(COUNTER_COLUMNS).map(([type, column]) => [type, Number(stats?.[column] ?? 0)]),
  ) as Record<CountedType, number>
  return {
    ...counted,
    LOGIN_STREAK: Number(user?.current_login_streak ?? 0),
    maxLoginStreak: Number(user?.max_login_streak ?? 0),
  }
}
