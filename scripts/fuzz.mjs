// npm run fuzz -- [--count N] [--seed S] [--engine pglite|postgres] [--operation 'METHOD /path' --path P]
// The OpenAPI-driven fuzz of the API (apps/server/src/openapi-fuzz.test.ts) for longer than
// `npm test` runs it: N requests (default 20000) spread over every operation, from seed S (default
// the test's fixed seed), on the embedded database (or PostgreSQL at TEST_DATABASE_URL). Prints
// the requests and statuses per operation and each failure with the command that replays it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string' },
    engine: { type: 'string', default: 'pglite' },
    operation: { type: 'string' },
    path: { type: 'string' },
  },
})

const count = Number(values.count)
if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a whole number above 0, not ${values.count}`)
if (values.seed !== undefined && !Number.isInteger(Number(values.seed))) throw new Error(`--seed must be a whole number, not ${values.seed}`)
if (!['pglite', 'postgres'].includes(values.engine)) throw new Error(`--engine is pglite or postgres, not ${values.engine}`)
if (values.engine === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('--engine postgres needs TEST_DATABASE_URL')
if (values.path !== undefined && values.operation === undefined) throw new Error('--path replays one operation: give its --operation too')

const root = new URL('..', import.meta.url).pathname
const vitest = join(root, 'node_modules/vitest/vitest.mjs')
const reportDir = mkdtempSync(join(tmpdir(), 'vishwas-fuzz-'))
const report = join(reportDir, 'summary.txt')
try {
  const run = spawnSync(process.execPath, [vitest, 'run', '--project', `server:${values.engine}`, 'apps/server/src/openapi-fuzz.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_COUNT: String(count),
      FUZZ_REPORT: report,
      ...(values.seed !== undefined ? { FUZZ_SEED: values.seed } : {}),
      ...(values.operation !== undefined ? { FUZZ_OPERATION: values.operation } : {}),
      ...(values.path !== undefined ? { FUZZ_PATH: values.path } : {}),
    },
  })
  try {
    console.log(`\n${readFileSync(report, 'utf8')}`)
  } catch {
    console.log('\nfuzz: no summary (the run stopped before the fuzz finished; see above)')
  }
  process.exitCode = run.status ?? 1
} finally {
  rmSync(reportDir, { recursive: true, force: true })
}
