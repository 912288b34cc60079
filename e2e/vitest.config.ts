import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['src/global_setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default'],
    // The first load of a built remote can take seconds on a busy CI machine.
    expect: { poll: { timeout: 15_000 } },
  },
})
