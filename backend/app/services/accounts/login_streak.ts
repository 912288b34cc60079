import { DateTime } from 'luxon'

export interface LoginStreak {
  current: number
  max: number
}

/** A calendar day of the app's time zone, with the instants it starts and ends. */
export interface CalendarDay {
  /** YYYY-MM-DD */
  key: string
  /** The key of the day before. */
  previousKey: string
  startsAtMs: number
  /** The next day's start: 23 or 25 hours later on a DST change. */
  endsAtMs: number
}

export function calendarDayAt(instant: DateTime, timezone: string): CalendarDay {
  const start = instant.setZone(timezone).startOf('day')
  return {
    key: start.toISODate()!,
    previousKey: start.minus({ days: 1 }).toISODate()!,
    startsAtMs: start.toMillis(),
    endsAtMs: start.plus({ days: 1 }).toMillis(),
  }
}

/**
 * Login streaks count calendar days in the app's time zone: the first signed-in day after the
 * last counted one extends the streak, the same day keeps it, a gap of a day or more restarts it
 * at 1; the maximum never drops.
 */
export function nextLoginStreak(previous: LoginStreak, lastCountedDay: string | null, today: CalendarDay): LoginStreak {
  let current: number
  if (lastCountedDay === today.key) current = Math.max(previous.current, 1)
  else if (lastCountedDay === today.previousKey) current = previous.current + 1
  else current = 1
  return { current, max: Math.max(previous.max, current) }
}
