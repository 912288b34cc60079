import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['src/global_setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The JSON report lets .ci/run name the failed tests in its summary (.ci/failed-tests.mjs).
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/results.json' },
    // The first load of a built remote can take seconds on a busy CI machine.
    expect: { poll: { timeout: 15_000 } },
  },
})
