import { test } from '@japa/runner'
import { toErrorResponse } from '#exceptions/error_response'
import { retryOnLockConflict } from '#services/sql/lock_conflict_retry'

/** A driver error with the given code, as mysql2 and better-sqlite3 throw them. */
function driverError(code: string) {
  return Object.assign(new Error(code), { code })
}

/** A transaction that loses a lock conflict with each of `codes` in turn, then commits. */
function losingTo(codes: string[]) {
  const attempt = { count: 0 }
  const transaction = async () => {
    const code = codes[attempt.count++]
    if (code) throw driverError(code)
    return 'committed'
  }
  return { attempt, transaction }
}

test.group('retryOnLockConflict', () => {
  test('runs a transaction again after a deadlock, a lock wait time-out or SQLite busy', async ({ assert }) => {
    const { attempt, transaction } = losingTo(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY_SNAPSHOT'])

    assert.equal(await retryOnLockConflict(transaction), 'committed')
    assert.equal(attempt.count, 4)
  })

  test('any other error is thrown at once', async ({ assert }) => {
    const { attempt, transaction } = losingTo(['ER_DUP_ENTRY'])

    await assert.rejects(() => retryOnLockConflict(transaction), 'ER_DUP_ENTRY')
    assert.equal(attempt.count, 1)
  })

  test('after six lost conflicts: 503 SERVER_BUSY, never a 500', async ({ assert }) => {
    const { attempt, transaction } = losingTo(Array.from({ length: 7 }, () => 'ER_LOCK_DEADLOCK'))

    const failure = await retryOnLockConflict(transaction).catch((error: unknown) => error)

    assert.equal(attempt.count, 6)
    assert.containsSubset(toErrorResponse(failure), {
      status: 503,
      headers: { 'Retry-After': '1' },
      body: { success: false, code: 'SERVER_BUSY' },
    })
  })
})
