// One test run for the whole house. Suites that need a service (PostgreSQL, Chromium) are added
// when it is present; with REQUIRE_ALL_SUITES=1 (CI) a missing one is an error, not a skip. The
// run ends by listing the suites that ran and those skipped, with why, and keeps its temporary
// files in a directory of its own, removed at the end (scripts/test-run.ts).
import { existsSync } from 'node:fs'
import { configDefaults, defineConfig } from 'vitest/config'
import { suitesReporter, useRunTempDir, type SkippedSuite } from './scripts/test-run'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
const hasChromium = existsSync(chromiumPath)

if (process.env.REQUIRE_ALL_SUITES === '1') {
  const missing = [!hasPostgres && 'TEST_DATABASE_URL (API suite on PostgreSQL)', !hasChromium && `${chromiumPath} (browser journeys)`].filter(Boolean)
  if (missing.length > 0) throw new Error(`REQUIRE_ALL_SUITES=1 but missing: ${missing.join(', ')}`)
}

const skipped: SkippedSuite[] = [
  ...(hasPostgres ? [] : [{ name: 'server:postgres', reason: 'TEST_DATABASE_URL is not set' }]),
  ...(hasChromium ? [] : [{ name: 'e2e', reason: `${chromiumPath} not found (set CHROMIUM_PATH)` }]),
]

useRunTempDir()

export default defineConfig({
  test: {
    // TEST_REPORT_JSON: also a JSON report there (CI counts the tests from it).
    reporters: ['default', suitesReporter(skipped), ...(process.env.TEST_REPORT_JSON ? [['json', { outputFile: process.env.TEST_REPORT_JSON }] as const] : [])],
    // Groups run one after another (each group's projects in parallel): the pure suites, then the
    // API suite on each engine, then the browser journeys, so two cores are never oversubscribed.
    projects: [
      { extends: './packages/domain/vitest.config.ts', test: { root: './packages/domain', sequence: { groupOrder: 0 } } },
      { extends: './apps/web/vitest.config.ts', test: { root: './apps/web', sequence: { groupOrder: 0 } } },
      { extends: './scripts/vitest.config.ts', test: { root: './scripts', sequence: { groupOrder: 0 } } },
      // *.postgres.test.ts need a PostgreSQL server (several instances on one database): not on PGlite.
      {
        extends: './apps/server/vitest.config.ts',
        test: { root: './apps/server', name: 'server:pglite', env: { TEST_ENGINE: 'pglite' }, exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'], sequence: { groupOrder: 1 } },
      },
      ...(hasPostgres
        ? [{ extends: './apps/server/vitest.config.ts', test: { root: './apps/server', name: 'server:postgres', env: { TEST_ENGINE: 'postgres' }, sequence: { groupOrder: 2 } } }]
        : []),
      ...(hasChromium ? [{ extends: './e2e/vitest.config.ts', test: { root: './e2e', sequence: { groupOrder: 3 } } }] : []),
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
})
