import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { calendarDayAt, nextLoginStreak } from '#services/accounts/login_streak'

const BERLIN = 'Europe/Berlin'
const dayAt = (iso: string) => calendarDayAt(DateTime.fromISO(iso, { zone: 'utc' }), BERLIN)
const hoursOf = (day: { startsAtMs: number; endsAtMs: number }) => (day.endsAtMs - day.startsAtMs) / 3_600_000

test.group('calendarDayAt', () => {
  test('days are those of the app time zone, not UTC', ({ assert }) => {
    // 23:30 UTC on the 9th is already 00:30 on the 10th in Berlin.
    assert.equal(dayAt('2025-03-09T23:30:00Z').key, '2025-03-10')
    assert.equal(dayAt('2025-03-09T22:59:59Z').key, '2025-03-09')
    assert.equal(dayAt('2025-03-10T08:00:00Z').previousKey, '2025-03-09')
  })

  test('the day ends at the next local midnight', ({ assert }) => {
    const day = dayAt('2025-03-10T12:00:00Z')
    assert.equal(new Date(day.startsAtMs).toISOString(), '2025-03-09T23:00:00.000Z')
    assert.equal(new Date(day.endsAtMs).toISOString(), '2025-03-10T23:00:00.000Z')
  })

  test('DST days are 23 and 25 hours long and keep their calendar keys', ({ assert }) => {
    const spring = dayAt('2025-03-30T12:00:00Z')
    const autumn = dayAt('2025-10-26T12:00:00Z')

    assert.equal(hoursOf(spring), 23)
    assert.equal(hoursOf(autumn), 25)
    assert.equal(spring.previousKey, '2025-03-29')
    // The first instant after the long autumn day is the next calendar day.
    assert.equal(calendarDayAt(DateTime.fromMillis(autumn.endsAtMs), BERLIN).key, '2025-10-27')
    assert.equal(calendarDayAt(DateTime.fromMillis(autumn.endsAtMs - 1), BERLIN).key, '2025-10-26')
  })
})

test.group('nextLoginStreak', () => {
  test('the first counted day starts a streak of 1', ({ assert }) => {
    assert.deepEqual(nextLoginStreak({ current: 0, max: 0 }, null, dayAt('2025-03-10T08:00:00Z')), {
      current: 1,
      max: 1,
    })
  })

  test('the next calendar day extends it, across midnight in the app time zone', ({ assert }) => {
    // 22:30 UTC on the 9th is 23:30 in Berlin; 23:10 UTC is already the 10th there.
    const lastDay = dayAt('2025-03-09T22:30:00Z').key
    assert.deepEqual(nextLoginStreak({ current: 4, max: 9 }, lastDay, dayAt('2025-03-09T23:10:00Z')), {
      current: 5,
      max: 9,
    })
  })

  test('the same day keeps it', ({ assert }) => {
    assert.deepEqual(nextLoginStreak({ current: 4, max: 4 }, '2025-03-10', dayAt('2025-03-10T21:00:00Z')), {
      current: 4,
      max: 4,
    })
  })

  test('a missed day restarts it at 1, the maximum stays', ({ assert }) => {
    assert.deepEqual(nextLoginStreak({ current: 12, max: 12 }, '2025-03-08', dayAt('2025-03-10T10:00:00Z')), {
      current: 1,
      max: 12,
    })
  })

  test('the day after a 23-hour DST day extends it', ({ assert }) => {
    assert.deepEqual(nextLoginStreak({ current: 7, max: 7 }, '2025-03-30', dayAt('2025-03-31T05:00:00Z')), {
      current: 8,
      max: 8,
    })
  })
})
