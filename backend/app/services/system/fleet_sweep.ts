/*
 * Periodic sweeps run once per period across every server process: the first process to take
 * the sweep's lock runs it, and the lock is left to expire at the end of the period instead of
 * being released, so no other process runs it again within that period (@adonisjs/lock, on
 * Redis when REDIS_HOST is set, in memory for one process). A local clock in front keeps the
 * hot read paths that trigger sweeps from asking the lock store on every request. While the lock
 * store (Redis) is away the sweep waits for the next period: it is idempotent, and the reads that
 * ask for it derive the state it would persist.
 */
import lock from '@adonisjs/lock/services/main'
import logger from '@adonisjs/core/services/logger'
import { isRedisUnavailable, redisIsDown } from '#services/system/redis_connections'

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
  if (!(await acquireForPeriod(name, periodMs))) return false
  logger.debug({ sweep: name }, 'periodic sweep ran')
  await sweep()
  return true
}

/** The period's lock, or false when another process holds it or the lock store is out of reach. */
async function acquireForPeriod(name: string, periodMs: number): Promise<boolean> {
  // Redis known to be away: not even asked (the command would wait for a reconnection attempt).
  if (redisIsDown()) return false
  try {
    return await lock.createLock(`sweep:${name}`, periodMs).acquireImmediately()
  } catch (error) {
    if (!isRedisUnavailable(error)) throw error
    logger.debug({ sweep: name }, 'periodic sweep skipped: its lock store is unreachable')
    return false
  }
}
