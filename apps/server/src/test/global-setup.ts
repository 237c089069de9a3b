// Runs once per test project in the main process: makes sure the PGlite template exists (for
// server:pglite), gives the workers a temporary folder for their data dirs and, at the end,
// removes it and drops the per-worker PostgreSQL databases of this run.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { loadTestSettings } from '../config'
import { ensurePgliteTemplate } from './template'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    testRunId: string
    testTempDir: string
  }
}

export const databasePrefix = (runId: string) => `vishwas_test_${runId}_w`

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const settings = loadTestSettings({ ...process.env, ...(project.config.env as Record<string, string>) })
  const runId = String(process.pid)
  project.provide('testRunId', runId)
  const tempDir = mkdtempSync(join(tmpdir(), 'vishwas-test-'))
  project.provide('testTempDir', tempDir)
  project.provide('pgliteTemplate', settings.engine === 'pglite' ? await ensurePgliteTemplate() : '')

  return async () => {
    rmSync(tempDir, { recursive: true, force: true })
    if (settings.engine !== 'postgres' || !settings.postgresUrl) return
    const client = new pg.Client({ connectionString: settings.postgresUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${databasePrefix(runId)}%`])
      for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`)
    } finally {
      await client.end()
    }
  }
}
