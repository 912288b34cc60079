/*
 * Redis outages that heal (services/system/redis_connections.ts, outages.ts): reconnection never
 * gives up, an outage is one log line when it starts and one when it ends, and a connection's
 * return makes the shared caches drop what they kept (a bus message may have been missed).
 */
import { EventEmitter } from 'node:events'
import { test } from '@japa/runner'
import logger from '@adonisjs/core/services/logger'
import type { Redis } from 'ioredis'
import redisConfig from '#config/redis'
import { SharedCache } from '#services/cache/shared_cache'
import { forgetOutages, isDown } from '#services/system/outages'
import { RECONNECT_CAP_MS, reconnectDelay, redisIsDown, watchRedis } from '#services/system/redis_connections'

/** What ioredis emits, without a Redis: the watcher only listens. */
function fakeConnection(): Redis & EventEmitter {
  return new EventEmitter() as Redis & EventEmitter
}

/** The messages `logger.error` and `logger.info` print while `run` runs. */
async function loggedWhile(run: () => unknown): Promise<string[]> {
  const lines: string[] = []
  const { error, info } = logger
  logger.error = ((_object: unknown, message: string) => void lines.push(message)) as typeof logger.error
  logger.info = ((_object: unknown, message: string) => void lines.push(message)) as typeof logger.info
  try {
    await run()
  } finally {
    Object.assign(logger, { error, info })
  }
  return lines
}

test.group('Redis connections', (group) => {
  group.each.teardown(() => forgetOutages())

  test('reconnection waits longer each time, at most a second, and never gives up', ({ assert }) => {
    const strategy = redisConfig.connections.main.retryStrategy as (attempt: number) => number | null
    const delays = [1, 2, 5, 10, 11, 100, 10_000, 1_000_000].map((attempt) => strategy(attempt))
    assert.deepEqual(delays.slice(0, 3), [100, 200, 500])
    for (const delay of delays) {
      assert.isNumber(delay)
      assert.isAtMost(delay!, RECONNECT_CAP_MS)
    }
    assert.equal(reconnectDelay(11), RECONNECT_CAP_MS)
  })

  test('an outage is one line when the first connection fails and one when the last is back', async ({ assert }) => {
    const commands = watchRedis(fakeConnection(), 'commands')
    const bus = watchRedis(fakeConnection(), 'bus')
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' })

    const lines = await loggedWhile(() => {
      for (let attempt = 0; attempt < 20; attempt++) {
        commands.emit('error', refused)
        bus.emit('reconnecting', 100)
        bus.emit('error', refused)
      }
      assert.isTrue(redisIsDown())
      commands.emit('ready')
      assert.isTrue(redisIsDown(), 'the bus is still away')
      bus.emit('ready')
    })

    assert.isFalse(isDown('redis'))
    assert.deepEqual(lines, ['redis is unavailable', 'redis is available again'])
  })

  test('while Redis is away the shared caches answer nothing; once back they have forgotten their entries', ({
    assert,
  }) => {
    const cache = new SharedCache<number, string>({ name: 'redis_return_test', ttlMs: 60_000, maxEntries: 10 })
    const connection = watchRedis(fakeConnection(), 'bus')
    cache.set(1, 'kept before the outage')

    connection.emit('error', new Error('connect ECONNREFUSED'))
    assert.isUndefined(cache.get(1), 'a change made elsewhere meanwhile could not reach this process')
    cache.set(2, 'read during the outage')

    connection.emit('ready')
    assert.isUndefined(cache.get(1))
    assert.isUndefined(cache.get(2))
    cache.set(3, 'read after the return')
    assert.equal(cache.get(3), 'read after the return')
  })
})
