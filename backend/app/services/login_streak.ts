import { DateTime } from 'luxon'

export interface LoginStreak {
  current: number
  max: number
}

/**
 * Login streaks count calendar days in the app's time zone: a login on the day after the last
 * one extends the streak, a login on the same day keeps it, a gap of a day or more restarts it.
 */
export function nextLoginStreak(
  previous: LoginStreak,
  lastLoginAt: DateTime | null,
  now: DateTime,
  timezone: string,
): LoginStreak {
  const today = now.setZone(timezone).startOf('day')
  const lastDay = lastLoginAt?.setZone(timezone).startOf('day')
  const daysSince = lastDay ? Math.round(today.diff(lastDay, 'days').days) : null

  let current: number
  if (daysSince === 0) current = Math.max(previous.current, 1)
  else if (daysSince === 1) current = previous.current + 1
  else current = 1
  return { current, max: Math.max(previous.max, current) }
}
