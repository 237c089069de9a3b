// The API suite. The root vitest config runs it twice: 'server:pglite' (TEST_ENGINE=pglite) and
// 'server:postgres' (TEST_ENGINE=postgres with TEST_DATABASE_URL). Each worker keeps one
// database for all its files (isolate: false), reset between tests; two workers for two cores.
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    // Also when the root config extends this file, paths below are relative to apps/server.
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
