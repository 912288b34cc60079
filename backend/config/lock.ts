import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/lock'

/** Redis when REDIS_HOST is set, so a lock holds across every process; memory for one process. */
const lockConfig = defineConfig({
  default: env.get('LOCK_STORE') ?? (env.get('REDIS_HOST') ? 'redis' : 'memory'),
  stores: {
    redis: stores.redis({ connectionName: 'main' }),
    memory: stores.memory(),
  },
})

export default lockConfig

declare module '@adonisjs/lock/types' {
  // Module augmentation: the interface exists to be merged with the inferred type.
  export interface LockStoresList extends InferLockStores<typeof lockConfig> {}
}
