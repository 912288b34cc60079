import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/** Used only when LIMITER_STORE=redis; connections open lazily on first use. */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      host: env.get('REDIS_HOST') ?? '127.0.0.1',
      port: env.get('REDIS_PORT') ?? 6379,
      password: env.get('REDIS_PASSWORD') ?? '',
      db: 0,
      keyPrefix: 'dilemma:',
      lazyConnect: true,
      retryStrategy(attempt) {
        return attempt > 10 ? null : attempt * 100
      },
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  // Module augmentation: the interface exists to be merged with the inferred type.
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
