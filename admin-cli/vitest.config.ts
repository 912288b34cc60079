import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Test against api-client's TypeScript source (its `source` export), not a possibly stale build;
  // the rest is Vite's default server conditions.
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
})
