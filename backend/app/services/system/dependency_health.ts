/*
 * The dependencies as /api/health reports them, through the connections the app itself uses:
 * the database's pool, and Redis's watched connections (any of them lost, or no PONG within a
 * second on the commands' connection, is `unreachable`). Redis is undefined when no REDIS_HOST is
 * configured (one process, no shared state).
 */
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { redisIsDown } from '#services/system/redis_connections'

const ANSWER_TIMEOUT_MS = 1_000

type Health = 'ok' | 'unreachable'

export async function databaseHealth(): Promise<Health> {
  return answersInTime(db.rawQuery('select 1'))
}

export async function redisHealth(): Promise<Health | undefined> {
  if (!env.get('REDIS_HOST')) return undefined
  if (redisIsDown()) return 'unreachable'
  return answersInTime(redis.ping())
}

async function answersInTime(query: PromiseLike<unknown>): Promise<Health> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), ANSWER_TIMEOUT_MS)
  })
  const answer = Promise.resolve(query).then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  )
  try {
    return await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}
