/*
 * A transaction the database aborted to resolve a lock conflict did nothing and can simply run
 * again. MySQL rolls back one transaction of a deadlock (1213) and aborts a statement whose lock
 * wait timed out (1205); SQLite answers SQLITE_BUSY when another process holds the write lock.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { databaseErrors } from '#exceptions/database_errors'

/** mysql2's codes for 1213 and 1205; better-sqlite3's SQLITE_BUSY and its extended codes. */
const LOCK_CONFLICT_CODE = /^(ER_LOCK_DEADLOCK|ER_LOCK_WAIT_TIMEOUT|SQLITE_BUSY(_[A-Z]+)?)$/

/** Attempts in all; after the last one the member is told to try again (503), never a 500. */
const MAX_ATTEMPTS = 6
/** The first retry waits up to this long, each further one up to twice as long as the one before. */
const FIRST_BACKOFF_MS = 10

function isLockConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && LOCK_CONFLICT_CODE.test(code)
}

/**
 * Runs `transaction` (a whole transaction, BEGIN to COMMIT) and runs it again when it lost a lock
 * conflict. The wait is random ("full jitter"), so the transactions that collided do not collide
 * again in step.
 */
export async function retryOnLockConflict<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction()
    } catch (error) {
      if (!isLockConflict(error)) throw error
      if (attempt === MAX_ATTEMPTS) throw databaseErrors.busy()
      await sleep(Math.random() * FIRST_BACKOFF_MS * 2 ** (attempt - 1))
    }
  }
}
