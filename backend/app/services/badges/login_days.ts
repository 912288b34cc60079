/*
 * Counts the login streak on the first signed-in request of each calendar day (APP_TIMEZONE),
 * whatever the way in: a password login, Google, or a remembered session opening the app. The
 * guard calls it on every authenticated request, so the common case is one string comparison of
 * her last counted day (users.streak_day, in the guard's cached row) with today, whose bounds
 * are kept until the clock passes them.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import { appTimezone } from '#config/app'
import { calendarDayAt, nextLoginStreak, type CalendarDay } from '#services/accounts/login_streak'
import { forgetSessionsOf } from '#services/cache/session_user_cache'
import { grantReachedTiers } from '#services/badges/grant_badges'
import { affectedRows } from '#services/sql/sql_results'

let today: CalendarDay | null = null

/** Today in the app's time zone, recomputed only when `nowMs` leaves the kept day. */
export function currentCalendarDay(nowMs = Date.now()): CalendarDay {
  if (!today || nowMs >= today.endsAtMs || nowMs < today.startsAtMs) {
    today = calendarDayAt(DateTime.fromMillis(nowMs), appTimezone)
  }
  return today
}

/**
 * Counts today for `user` once: the UPDATE only applies while her row still holds the day the
 * model was read with, so two tabs (or two server processes with a stale cached row) count a day
 * once. Either way her cached row is dropped, so the next request reads the counted day. Never
 * throws: a failed count must not fail the request.
 */
export async function countLoginDay(user: User, nowMs = Date.now()): Promise<void> {
  const day = currentCalendarDay(nowMs)
  if (user.streakDay === day.key) return
  try {
    const streak = nextLoginStreak({ current: user.currentLoginStreak, max: user.maxLoginStreak }, user.streakDay, day)
    const lastCounted = user.streakDay
    const changed = await db
      .from('users')
      .where('id', user.id)
      .where((query) => (lastCounted === null ? query.whereNull('streak_day') : query.where('streak_day', lastCounted)))
      .update({ current_login_streak: streak.current, max_login_streak: streak.max, streak_day: day.key })
    await forgetSessionsOf(user.id)
    if (affectedRows(changed) === 0) return

    user.merge({ currentLoginStreak: streak.current, maxLoginStreak: streak.max, streakDay: day.key })
    user.$hydrateOriginals()
    await grantReachedTiers(user.id, 'LOGIN_STREAK', streak.current)
  } catch (error) {
    logger.warn({ err: error, userId: user.id }, 'login day not counted')
  }
}
