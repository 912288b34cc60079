import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { toSqlDateTime } from '#services/sql/sql_datetime'

test.group('toSqlDateTime', () => {
  test('writes the moment in UTC whatever the zone it was made in, to the second', ({ assert }) => {
    const berlinEvening = DateTime.fromISO('2026-07-01T23:30:05.987', { zone: 'Europe/Berlin' })
    assert.equal(toSqlDateTime(berlinEvening), '2026-07-01 21:30:05')
    assert.equal(toSqlDateTime(DateTime.fromISO('2026-01-02T03:04:05Z')), '2026-01-02 03:04:05')
  })
})
