import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    setupFiles: ['@dilemma/design-system/testing/setupJsdom'],
    css: false,
    // Generous limits: CI runs these suites on a busy two-core machine.
    testTimeout: 20_000,
  },
})
