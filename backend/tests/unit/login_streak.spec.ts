import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { nextLoginStreak } from '#services/login_streak'

const BERLIN = 'Europe/Berlin'
const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

test.group('nextLoginStreak', () => {
  test('first login starts a streak of 1', ({ assert }) => {
    assert.deepEqual(nextLoginStreak({ current: 0, max: 0 }, null, at('2025-03-10T08:00:00Z'), BERLIN), {
      current: 1,
      max: 1,
    })
  })

  test('a login on the next calendar day extends the streak', ({ assert }) => {
    const streak = nextLoginStreak(
      { current: 4, max: 9 },
      at('2025-03-09T20:00:00Z'),
      at('2025-03-10T07:00:00Z'),
      BERLIN,
    )
    assert.deepEqual(streak, { current: 5, max: 9 })
  })

  test('a second login on the same day keeps it', ({ assert }) => {
    const streak = nextLoginStreak(
      { current: 4, max: 4 },
      at('2025-03-10T06:00:00Z'),
      at('2025-03-10T21:00:00Z'),
      BERLIN,
    )
    assert.deepEqual(streak, { current: 4, max: 4 })
  })

  test('a missed day restarts it, the maximum stays', ({ assert }) => {
    const streak = nextLoginStreak(
      { current: 12, max: 12 },
      at('2025-03-07T10:00:00Z'),
      at('2025-03-10T10:00:00Z'),
      BERLIN,
    )
    assert.deepEqual(streak, { current: 1, max: 12 })
  })

  test('calendar days are those of the app time zone, not UTC', ({ assert }) => {
    // 23:30 UTC on the 9th is already the 10th in Berlin: same Berlin day as 08:00 UTC on the 10th.
    const streak = nextLoginStreak(
      { current: 3, max: 3 },
      at('2025-03-09T23:30:00Z'),
      at('2025-03-10T08:00:00Z'),
      BERLIN,
    )
    assert.deepEqual(streak, { current: 3, max: 3 })
  })

  test('extending beyond the maximum raises it', ({ assert }) => {
    const streak = nextLoginStreak(
      { current: 7, max: 7 },
      at('2025-03-09T10:00:00Z'),
      at('2025-03-10T10:00:00Z'),
      BERLIN,
    )
    assert.deepEqual(streak, { current: 8, max: 8 })
  })
})
