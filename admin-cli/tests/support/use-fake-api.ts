import { rmSync } from 'node:fs'
import { afterEach, beforeEach } from 'vitest'
import type { FakeServer } from './fake-server.js'
import { freshConfigDir, runDilemmaAdmin, type RunOptions } from './run-in-process.js'

/**
 * Starts a fresh fake API (from `start`) and config directory for each test of the calling
 * `describe`; `run` calls `dilemma-admin --api <fake> <args>` against them.
 */
export function useFakeApi<Api extends FakeServer>(start: () => Promise<Api>) {
  let api: Api
  let configDir: string
  beforeEach(async () => {
    api = await start()
    configDir = freshConfigDir()
  })
  afterEach(async () => {
    await api.close()
    rmSync(configDir, { recursive: true, force: true })
  })
  return {
    api: () => api,
    configDir: () => configDir,
    run: (args: string[], options: RunOptions = {}) =>
      runDilemmaAdmin(['--api', api.url, ...args], {
        ...options,
        env: { DILEMMA_ADMIN_CONFIG_DIR: configDir, ...options.env },
      }),
  }
}
