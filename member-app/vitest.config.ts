import { fileURLToPath } from 'node:url'
import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // `@/x` is src/x, as in vite.config.ts and tsconfig.json's `paths`.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('src/', import.meta.url)) }],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['@dilemma/design-system/testing/setupJsdom'],
    css: false,
    // Generous limits: CI runs these suites on a busy two-core machine.
    testTimeout: 20_000,
  },
})
