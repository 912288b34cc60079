import env from '#start/env'
import { defineConfig, store, drivers } from '@adonisjs/cache'

/**
 * One store. With REDIS_HOST (several processes): in-memory L1, Redis L2 and the Redis bus that
 * tells every process of a change (docs/decisions.md, "Many processes"); without it, memory only.
 */
const shared = env.get('REDIS_HOST')
  ? store()
      .useL1Layer(drivers.memory({ maxSize: '32mb' }))
      .useL2Layer(drivers.redis({ connectionName: 'main' }))
      .useBus(drivers.redisBus({ connectionName: 'main' }))
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
