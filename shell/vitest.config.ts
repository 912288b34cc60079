import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    setupFiles: ['@dilemma/design-system/testing/setupJsdom'],
    css: false,
    // The server's first screen runs in Node with its own config (vite.firstScreen.config.ts).
    exclude: ['src/server/**', 'node_modules/**'],
    // Generous limits: CI runs these suites on a busy two-core machine. A whole-shell test (a
    // cold render, lazy modals, several waits of up to 10 s) once took over 20 s at load 10.
    testTimeout: 40_000,
  },
})
