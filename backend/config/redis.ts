import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'
import { reconnectDelay } from '#services/system/redis_connections'

/**
 * Used when REDIS_HOST is set (rate limits, the cache's L2 and bus, locks:
 * docs/adr/0038-many-processes.md) or LIMITER_STORE=redis; connections open lazily on first use.
 * REDIS_DB and REDIS_KEY_PREFIX keep two deployments (or test runs) on one Redis apart. While Redis
 * is away the connection keeps reconnecting (at most a second apart, for ever) and a command fails
 * after one retry instead of waiting for Redis (the callers fall back:
 * services/system/redis_connections.ts).
 */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      host: env.get('REDIS_HOST') ?? '127.0.0.1',
      port: env.get('REDIS_PORT') ?? 6379,
      password: env.get('REDIS_PASSWORD') ?? '',
      db: env.get('REDIS_DB') ?? 0,
      keyPrefix: `${env.get('REDIS_KEY_PREFIX') ?? 'dilemma'}:`,
      lazyConnect: true,
      retryStrategy: reconnectDelay,
      maxRetriesPerRequest: 1,
      connectTimeout: 3_000,
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  // Module augmentation: the interface exists to be merged with the inferred type.
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
