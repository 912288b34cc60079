/*
 * Periodic sweeps run once per period across every server process: the first process to take
 * the sweep's lock runs it, and the lock is left to expire at the end of the period instead of
 * being released, so no other process runs it again within that period (@adonisjs/lock, on
 * Redis when REDIS_HOST is set, in memory for one process). A local clock in front keeps the
 * hot read paths that trigger sweeps from asking the lock store on every request.
 */
import lock from '@adonisjs/lock/services/main'
import logger from '@adonisjs/core/services/logger'

const lastAttempts = new Map<string, number>()

/**
 * Runs `sweep` unless this process tried less than `periodMs` ago or any process took the
 * period's lock; resolves true when it ran here.
 */
export async function runOncePerPeriod(
  name: string,
  periodMs: number,
  sweep: () => Promise<unknown>,
): Promise<boolean> {
  const startedAt = Date.now()
  if (startedAt - (lastAttempts.get(name) ?? 0) < periodMs) return false
  lastAttempts.set(name, startedAt)
  const periodLock = lock.createLock(`sweep:${name}`, periodMs)
  if (!(await periodLock.acquireImmediately())) return false
  logger.debug({ sweep: name }, 'periodic sweep ran')
  await sweep()
  return true
}
