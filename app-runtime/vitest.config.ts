import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupJsdom.ts'],
    css: false,
    // Generous limits: CI runs these suites on a busy two-core machine.
    testTimeout: 20_000,
  },
})
