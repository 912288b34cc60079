import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/core/hash'

/**
 * scrypt with N = 2^17 (docs/adr/0001-workspaces-and-tooling.md). The test suite lowers the cost
 * through HASH_SCRYPT_COST so it stays fast; production never sets it.
 */
const hashConfig = defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt({
      cost: env.get('HASH_SCRYPT_COST') ?? 131072,
      blockSize: 8,
      parallelization: 1,
      maxMemory: 256 * 1024 * 1024,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  // Module augmentation: the interface exists to be merged with the inferred type.
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
