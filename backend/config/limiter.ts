import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/** Redis whenever REDIS_HOST is set, so every process counts against the same budget. */
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE') ?? (env.get('REDIS_HOST') ? 'redis' : 'memory'),
  stores: {
    memory: stores.memory({}),
    redis: stores.redis({ connectionName: 'main' }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  // Module augmentation: the interface exists to be merged with the inferred type.
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
