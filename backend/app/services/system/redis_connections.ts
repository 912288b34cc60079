/*
 * Every Redis connection of the app keeps reconnecting while Redis is away, however long: the
 * commands' connection (@adonisjs/redis: rate limits, locks, the cache's L2), and the pub/sub pairs
 * of the cache bus (config/cache.ts) and of the live events (services/live/redis_transmit_transport.ts).
 * Their failures go to the outage log (one line per outage) instead of a line per reconnection
 * attempt, and whoever needs to know that Redis came back (the shared caches drop their local
 * copies: a bus message may have been missed meanwhile) hears it from `onRedisReturn`.
 */
import { Redis, type Cluster, type RedisOptions } from 'ioredis'
import { isDown, reportDown, reportUp } from '#services/system/outages'

/** The longest wait between two reconnection attempts: Redis back means service back within about a second. */
export const RECONNECT_CAP_MS = 1_000
/** A publish that Redis does not acknowledge in this time fails (the buses keep it for a retry). */
const PUBLISH_TIMEOUT_MS = 2_000
/** A stopping process waits this long for a connecting Redis to take its QUIT. */
const QUIT_TIMEOUT_MS = 1_000

/** ioredis' `retryStrategy`: 100 ms more per attempt, at most RECONNECT_CAP_MS, never giving up. */
export function reconnectDelay(attempt: number): number {
  return Math.min(Math.max(attempt, 1) * 100, RECONNECT_CAP_MS)
}

const returnListeners = new Set<() => void>()

/** Calls `listener` whenever a Redis connection is ready again after it was lost. */
export function onRedisReturn(listener: () => void): () => void {
  returnListeners.add(listener)
  return () => returnListeners.delete(listener)
}

/** Whether some Redis connection of this process is lost right now. */
export function redisIsDown(): boolean {
  return isDown('redis')
}

/** Reports `connection`'s losses and returns (as `part` of Redis) to the outage log and `onRedisReturn`. */
export function watchRedis<Connection extends Redis | Cluster>(connection: Connection, part: string): Connection {
  let lost = false
  const lose = (error: unknown) => {
    lost = true
    reportDown('redis', error, part)
  }
  connection.on('error', lose)
  // A connection closed by Redis (not by us: ours end instead) reconnects; it may close without an error.
  connection.on('reconnecting', () => lose(new Error('connection lost, reconnecting')))
  connection.on('ready', () => {
    if (!lost) return
    lost = false
    reportUp('redis', part)
    for (const listener of returnListeners) listener()
  })
  return connection
}

/**
 * One connection of a pub/sub pair: connected at once (a subscription waits for Redis as long as
 * it takes, so it is never lost), with a publish that fails at once while Redis is away rather
 * than holding the request that published it (the buses retry a failed publish).
 */
export function busConnection(options: RedisOptions, part: string): Redis {
  const connection = watchRedis(
    new Redis({ ...options, lazyConnect: false, maxRetriesPerRequest: null, retryStrategy: reconnectDelay }),
    part,
  )
  const publish = connection.publish.bind(connection) as (channel: string, message: string | Buffer) => Promise<number>
  connection.publish = ((channel: string, message: string | Buffer) =>
    connection.status === 'ready'
      ? withTimeout(publish(channel, message), PUBLISH_TIMEOUT_MS)
      : Promise.reject(new Error(`Redis is unreachable (${part})`))) as Redis['publish']
  // QUIT waits for an answer, for ever on this connection while Redis is away: a stopping process
  // drops a connection that is waiting to reconnect, and gives one that is connecting a moment.
  const quit = connection.quit.bind(connection)
  connection.quit = (() => {
    if (connection.status === 'ready') return quit()
    if (connection.status !== 'connecting' && connection.status !== 'connect') {
      connection.disconnect()
      return Promise.resolve('OK')
    }
    return withTimeout(quit(), QUIT_TIMEOUT_MS).catch(() => {
      connection.disconnect()
      return 'OK'
    })
  }) as Redis['quit']
  return connection
}

/**
 * A connection that never connects, handed to bentocache's Redis bus: the bus duplicates it for its
 * publisher and subscriber, and each duplicate is a watched `busConnection`.
 */
export function busConnectionTemplate(options: RedisOptions, part: string): Redis {
  const template = new Redis({ ...options, lazyConnect: true })
  let duplicates = 0
  template.duplicate = (override?: Partial<RedisOptions>) =>
    busConnection({ ...options, ...override }, `${part} ${++duplicates}`)
  return template
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const UNAVAILABLE_MESSAGES = [
  'Connection is closed.',
  "Stream isn't writeable",
  'Redis is unreachable',
  'Redis did not answer',
  'Command timed out',
]

/** Whether `error`, thrown by a Redis command (or a lock or limiter on Redis), says Redis is out of reach. */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'MaxRetriesPerRequestError') return true
  // @adonisjs/lock wraps its store's failures; the cause is Redis's.
  if ((error as { code?: unknown }).code === 'E_LOCK_STORAGE_ERROR') return true
  return UNAVAILABLE_MESSAGES.some((message) => error.message.startsWith(message))
}
