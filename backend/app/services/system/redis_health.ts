/*
 * Redis as /api/health reports it: undefined when no REDIS_HOST is configured (one process, no
 * shared state), else whether it answers a PING within a second.
 */
import env from '#start/env'
import redis from '@adonisjs/redis/services/main'

const PING_TIMEOUT_MS = 1_000

export async function redisHealth(): Promise<'ok' | 'unreachable' | undefined> {
  if (!env.get('REDIS_HOST')) return undefined
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), PING_TIMEOUT_MS)
  })
  const ping = redis.ping().then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  )
  try {
    return await Promise.race([ping, timeout])
  } finally {
    clearTimeout(timer)
  }
}
