// Several instances on one PostgreSQL database: each scheduled slot runs exactly once. Two apps,
// each with its own connection pool and job runner, look for due jobs at the same moments; then
// two runners race over many slots of a job that counts its runs. PostgreSQL only (the pglite
// project leaves out *.postgres.test.ts: the embedded engine is one process).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../app'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { buildTestApp, testConfig, testDatabase, testDatabaseUrl } from '../test/test-app'
import { createJobRunner, type RunOutcome } from './job-runner'
import { createJobRunsRepository } from './job-runs.repository'
import { HOUR_MS } from './job-schedule'

let database: DatabaseHandle
let second: DatabaseHandle
let apps: [App, App]
beforeAll(async () => {
  database = await testDatabase()
  const url = testDatabaseUrl()
  if (!url) throw new Error('this test runs on PostgreSQL only (the server:postgres project)')
  second = await openDatabase({ engine: 'postgres', url, max: 4, allowExitOnIdle: true })
  apps = [await buildTestApp({ database }), await buildApp(testConfig(), { database: second })]
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await second.close()
})
beforeEach(() => database.query('TRUNCATE job_runs'))

const key = (outcome: Pick<RunOutcome, 'job' | 'slot'>) => `${outcome.job} ${outcome.slot}`

describe('two instances on one database', () => {
  it('run each job once per slot, whichever instance claims it', async () => {
    const [a, b] = apps
    expect(a.jobs.jobs.map((job) => job.name)).toEqual(['staged-uploads-sweep', 'stored-files-sweep', 'deleted-properties-purge', 'document-archive', 'document-expiry-scan', 'bidding-close', 'proposal-expiry', 'visit-reminders', 'saved-search-alerts', 'payments-reconcile', 'property-scores'])
    const moments = ['2026-03-10T00:00:01Z', '2026-03-10T00:30:00Z', '2026-03-10T01:00:05Z', '2026-03-11T00:00:00Z'].map((iso) => new Date(iso))
    const byA: RunOutcome[] = []
    const byB: RunOutcome[] = []
    for (const now of moments) {
      const [fromA, fromB] = await Promise.all([a.jobs.runDue(now), b.jobs.runDue(now)])
      byA.push(...fromA)
      byB.push(...fromB)
    }
    const runs = await database.query<{ job: string; slot: string; n: number; failed: number }>(
      `SELECT job, to_char(slot AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS slot, count(*)::int AS n, count(error)::int AS failed FROM job_runs GROUP BY 1, 2`,
    )
    // Hourly jobs: slots 00:00, 01:00 and the next day's 00:00; daily: the two days; the bidding close every minute, the proposal expiry every 15 minutes and the visit reminders and the payments' reconciliation every 5: each moment's slot.
    expect(runs.map((run) => `${run.job} ${run.slot}`).sort()).toEqual(
      [
        'bidding-close 2026-03-10T00:00:00.000Z',
        'bidding-close 2026-03-10T00:30:00.000Z',
        'bidding-close 2026-03-10T01:00:00.000Z',
        'bidding-close 2026-03-11T00:00:00.000Z',
        'deleted-properties-purge 2026-03-10T00:00:00.000Z',
        'deleted-properties-purge 2026-03-10T01:00:00.000Z',
        'deleted-properties-purge 2026-03-11T00:00:00.000Z',
        'document-archive 2026-03-10T00:00:00.000Z',
        'document-archive 2026-03-11T00:00:00.000Z',
        'document-expiry-scan 2026-03-10T00:00:00.000Z',
        'document-expiry-scan 2026-03-11T00:00:00.000Z',
        'payments-reconcile 2026-03-10T00:00:00.000Z',
        'payments-reconcile 2026-03-10T00:30:00.000Z',
        'payments-reconcile 2026-03-10T01:00:00.000Z',
        'payments-reconcile 2026-03-11T00:00:00.000Z',
        'property-scores 2026-03-10T00:00:00.000Z',
        'property-scores 2026-03-11T00:00:00.000Z',
        'proposal-expiry 2026-03-10T00:00:00.000Z',
        'proposal-expiry 2026-03-10T00:30:00.000Z',
        'proposal-expiry 2026-03-10T01:00:00.000Z',
        'proposal-expiry 2026-03-11T00:00:00.000Z',
        'saved-search-alerts 2026-03-10T00:00:00.000Z',
        'saved-search-alerts 2026-03-10T01:00:00.000Z',
        'saved-search-alerts 2026-03-11T00:00:00.000Z',
        'staged-uploads-sweep 2026-03-10T00:00:00.000Z',
        'staged-uploads-sweep 2026-03-10T01:00:00.000Z',
        'staged-uploads-sweep 2026-03-11T00:00:00.000Z',
        'stored-files-sweep 2026-03-10T00:00:00.000Z',
        'stored-files-sweep 2026-03-11T00:00:00.000Z',
        'visit-reminders 2026-03-10T00:00:00.000Z',
        'visit-reminders 2026-03-10T00:30:00.000Z',
        'visit-reminders 2026-03-10T01:00:00.000Z',
        'visit-reminders 2026-03-11T00:00:00.000Z',
      ].sort(),
    )
    expect(runs.every((run) => run.n === 1 && run.failed === 0)).toBe(true)
    // Every run was made by exactly one of the two.
    const made = [...byA, ...byB].map(key)
    expect(made.sort()).toEqual(runs.map((run) => `${run.job} ${run.slot}`).sort())
    expect(new Set(made).size).toBe(made.length)
  })

  it('a counting job raced by two runners over 40 slots runs 40 times', async () => {
    let calls = 0
    const job = {
      name: 'counting',
      everyMs: HOUR_MS,
      run: async () => {
        calls += 1
        await new Promise((resolve) => setImmediate(resolve))
        return 1
      },
    }
    const runners = [database, second].map((handle, i) => createJobRunner({ jobs: [job], runs: createJobRunsRepository(handle), instance: `instance-${i}`, log: apps[0].log }))
    const start = Date.UTC(2026, 2, 10)
    for (let slot = 0; slot < 40; slot += 1) {
      const now = new Date(start + slot * HOUR_MS + 1000)
      await Promise.all(runners.map((runner) => runner.runDue(now)))
    }
    expect(calls).toBe(40)
    const [counted] = await database.query<{ runs: number; slots: number }>("SELECT count(*)::int AS runs, count(DISTINCT slot)::int AS slots FROM job_runs WHERE job = 'counting'")
    expect(counted).toEqual({ runs: 40, slots: 40 })
  })
})
