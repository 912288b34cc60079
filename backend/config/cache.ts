import env from '#start/env'
import { configProvider } from '@adonisjs/core'
import { defineConfig, store, drivers } from '@adonisjs/cache'
import { busConnectionTemplate } from '#services/system/redis_connections'

/**
 * One store. With REDIS_HOST (several processes): in-memory L1, Redis L2 and the Redis bus that
 * tells every process of a change (docs/adr/0038-many-processes.md); without it, memory only.
 * The bus's connections are ours (services/system/redis_connections.ts): watched, reconnecting
 * for ever, and their return makes the shared caches drop what a missed message may have left stale.
 */
const watchedRedisBus = configProvider.create(async (app) => {
  const redis = await app.container.make('redis')
  const { redisBusDriver } = await import('bentocache/drivers/redis')
  const { options } = redis.connection('main').ioConnection
  return redisBusDriver({ connection: busConnectionTemplate(options, 'cache bus') })
})

const shared = env.get('REDIS_HOST')
  ? store()
      .useL1Layer(drivers.memory({ maxSize: '32mb' }))
      .useL2Layer(drivers.redis({ connectionName: 'main' }))
      .useBus(watchedRedisBus)
  : store().useL1Layer(drivers.memory({ maxSize: '32mb' }))

const cacheConfig = defineConfig({
  default: 'shared',
  prefix: env.get('REDIS_KEY_PREFIX') ?? 'dilemma',
  stores: { shared },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  // Module augmentation: the interface exists to be merged with the inferred type.
  export interface CacheStores extends InferStores<typeof cacheConfig> {}
}
