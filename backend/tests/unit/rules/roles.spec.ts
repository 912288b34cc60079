import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { effectiveRole } from '#rules/roles'

test.group('effectiveRole', () => {
  const now = DateTime.fromISO('2025-05-01T12:00:00Z')

  test('a basic user with a running trial acts as prouser', ({ assert }) => {
    assert.equal(effectiveRole('user', now.plus({ minutes: 1 }), now), 'prouser')
  })

  test('once the trial ended she is a basic user again', ({ assert }) => {
    assert.equal(effectiveRole('user', now, now), 'user')
    assert.equal(effectiveRole('user', now.minus({ days: 1 }), now), 'user')
  })

  test('paid and admin roles are never changed by a trial', ({ assert }) => {
    for (const role of ['prouser', 'premiumuser', 'admin'] as const) {
      assert.equal(effectiveRole(role, now.plus({ days: 10 }), now), role)
    }
  })
})
