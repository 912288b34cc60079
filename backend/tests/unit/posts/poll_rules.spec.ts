import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  acceptsVotes,
  allowanceDay,
  effectiveStatus,
  isValidVoteLimit,
  mayUsePaidFeatures,
  optionLettersOf,
  pollShapeErrors,
  usesPaidFeatures,
  type PollState,
} from '#services/posts/poll_rules'

const NOW = DateTime.fromISO('2026-03-10T12:00:00Z', { zone: 'utc' })
const poll = (overrides: Partial<PollState> = {}): PollState => ({
  status: 'active',
  voteLimit: 11,
  timeLimit: null,
  totalVotes: 0,
  ...overrides,
})

test.group('poll rules: vote limits', () => {
  test('a vote limit is odd and between 11 and 9999', ({ assert }) => {
    for (const valid of [11, 13, 101, 9999]) assert.isTrue(isValidVoteLimit(valid), `${valid}`)
    for (const invalid of [9, 10, 12, 10000, 10001, 11.5, -11]) assert.isFalse(isValidVoteLimit(invalid), `${invalid}`)
  })

  test('a poll at its vote limit accepts no more votes', ({ assert }) => {
    assert.isTrue(acceptsVotes(poll({ totalVotes: 10 }), NOW))
    assert.isFalse(acceptsVotes(poll({ totalVotes: 11 }), NOW))
    assert.isFalse(acceptsVotes(poll({ status: 'passive', totalVotes: 3 }), NOW))
  })
})

test.group('poll rules: deadlines', () => {
  test('an active poll past its deadline reads as passive; the deadline itself is past', ({ assert }) => {
    assert.equal(effectiveStatus(poll({ voteLimit: null, timeLimit: NOW.plus({ seconds: 1 }) }), NOW), 'active')
    assert.equal(effectiveStatus(poll({ voteLimit: null, timeLimit: NOW }), NOW), 'passive')
    assert.equal(effectiveStatus(poll({ voteLimit: null, timeLimit: NOW.minus({ hours: 1 }) }), NOW), 'passive')
  })

  test('a deleted or inactive poll keeps its status', ({ assert }) => {
    assert.equal(effectiveStatus(poll({ status: 'deleted', timeLimit: NOW.minus({ hours: 1 }) }), NOW), 'deleted')
    assert.equal(effectiveStatus(poll({ status: 'inactive' }), NOW), 'inactive')
  })

  test('votes stop the second the deadline passes', ({ assert }) => {
    const timed = poll({ voteLimit: null, timeLimit: NOW })
    assert.isTrue(acceptsVotes(timed, NOW.minus({ seconds: 1 })))
    assert.isFalse(acceptsVotes(timed, NOW))
  })
})

test.group('poll rules: shape of a new poll', () => {
  const fields = (shape: Parameters<typeof pollShapeErrors>[0], role: 'user' | 'admin' = 'user') =>
    pollShapeErrors(shape, role).map((error) => `${error.field}:${error.rule}`)

  test('exactly one limit', ({ assert }) => {
    assert.deepEqual(fields({ voteLimit: 11, images: {} }), [])
    assert.deepEqual(fields({ timeLimitHours: 24, images: {} }), [])
    assert.deepEqual(fields({ voteLimit: 11, timeLimitHours: 24, images: {} }), ['time_limit:exactlyOneLimit'])
    assert.deepEqual(fields({ images: {} }), ['vote_limit:exactlyOneLimit'])
  })

  test('an admin may leave both limits out', ({ assert }) => {
    assert.deepEqual(fields({ images: {} }, 'admin'), [])
  })

  test('an even vote limit is rejected', ({ assert }) => {
    assert.deepEqual(fields({ voteLimit: 12, images: {} }), ['vote_limit:oddVoteLimit'])
  })

  test('option D needs C, and an image needs its option', ({ assert }) => {
    assert.deepEqual(fields({ voteLimit: 11, optionD: 'D', images: {} }), ['option_d:requiresOptionC'])
    assert.deepEqual(fields({ voteLimit: 11, images: { c: 'x' } }), ['image_c:requiresOption'])
    assert.deepEqual(fields({ voteLimit: 11, optionC: 'C', images: { a: 'x', c: 'y' } }), [])
  })

  test('options C/D, images and AI are paid features', ({ assert }) => {
    assert.isFalse(usesPaidFeatures({ voteLimit: 11, images: {} }))
    assert.isTrue(usesPaidFeatures({ voteLimit: 11, optionC: 'C', images: {} }))
    assert.isTrue(usesPaidFeatures({ voteLimit: 11, images: { a: 'x' } }))
    assert.isTrue(usesPaidFeatures({ voteLimit: 11, images: {}, aiEnabled: true }))
    assert.isFalse(mayUsePaidFeatures('user'))
    for (const role of ['prouser', 'premiumuser', 'admin'] as const) assert.isTrue(mayUsePaidFeatures(role))
  })

  test('the options of a poll are A, B and the filled ones of C and D', ({ assert }) => {
    assert.deepEqual(optionLettersOf({ a: 'x', b: 'y', c: null, d: null }), ['a', 'b'])
    assert.deepEqual(optionLettersOf({ a: 'x', b: 'y', c: 'z', d: 'w' }), ['a', 'b', 'c', 'd'])
  })
})

test.group('poll rules: daily allowance', () => {
  test('the day is the calendar day in the app time zone', ({ assert }) => {
    // 23:30 UTC on 10 March is 00:30 on 11 March in Berlin (UTC+1 in winter).
    const { startsAt, resetsAt } = allowanceDay(DateTime.fromISO('2026-03-10T23:30:00Z'), 'Europe/Berlin')
    assert.equal(startsAt.toISO(), '2026-03-10T23:00:00.000Z')
    assert.equal(resetsAt.toISO(), '2026-03-11T23:00:00.000Z')
  })

  test('a day with a daylight-saving change has its true length', ({ assert }) => {
    const { startsAt, resetsAt } = allowanceDay(DateTime.fromISO('2026-03-29T12:00:00Z'), 'Europe/Berlin')
    assert.equal(resetsAt.diff(startsAt, 'hours').hours, 23)
  })
})
