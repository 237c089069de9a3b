// The scheduled jobs as the server builds them: JOB_SCHEDULE's intervals, a job set off left
// out, and the document vault's archive and expiry functions run as two jobs once given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import type { DatabaseHandle } from '../db/database'
import { buildTestApp, testConfig, testDatabase } from '../test/test-app'
import { createJobRunner } from './job-runner'
import { createJobRunsRepository } from './job-runs.repository'
import { DAY_MS, HOUR_MS } from './job-schedule'
import { scheduledJobs } from './scheduled-jobs'

let database: DatabaseHandle
let app: App
beforeAll(async () => {
  database = await testDatabase()
  app = await buildTestApp({ database })
})
afterAll(() => app.close())

describe('the scheduled jobs', () => {
  it('start with the app when JOBS is on, and stop with it', async () => {
    await database.query('TRUNCATE job_runs')
    const running = await buildTestApp({ database, env: { JOBS: 'true' } })
    try {
      // The first look comes a few seconds after start: wait for its eleven runs.
      for (let waited = 0; waited < 60_000; waited += 100) {
        const [row] = await database.query<{ n: number }>('SELECT count(finished_at)::int AS n FROM job_runs')
        if ((row?.n ?? 0) >= 11) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      await running.close()
    }
    const runs = await database.query<{ job: string; error: string | null }>('SELECT job, error FROM job_runs ORDER BY job')
    expect(runs).toEqual([
      { job: 'bidding-close', error: null },
      { job: 'deleted-properties-purge', error: null },
      { job: 'document-archive', error: null },
      { job: 'document-expiry-scan', error: null },
      { job: 'payments-reconcile', error: null },
      { job: 'property-scores', error: null },
      { job: 'proposal-expiry', error: null },
      { job: 'saved-search-alerts', error: null },
      { job: 'staged-uploads-sweep', error: null },
      { job: 'stored-files-sweep', error: null },
      { job: 'visit-reminders', error: null },
    ])
  })

  it('follow JOB_SCHEDULE and leave out a job set off', () => {
    const jobs = scheduledJobs({ config: testConfig({ JOB_SCHEDULE: 'stored-files-sweep=off,staged-uploads-sweep=15m' }), database, storage: app.storage })
    expect(jobs.map((job) => [job.name, job.everyMs])).toEqual([
      ['staged-uploads-sweep', 15 * 60_000],
      ['deleted-properties-purge', HOUR_MS],
      ['bidding-close', 60_000],
      ['proposal-expiry', 15 * 60_000],
      ['saved-search-alerts', HOUR_MS],
      ['property-scores', DAY_MS],
    ])
    expect(jobs[0]?.scope).toMatch(/:.*uploads$/)
  })

  it('run the document vault’s archive and expiry scan when given, with the tick’s time', async () => {
    await database.query('TRUNCATE job_runs')
    const calls: string[] = []
    const documents = {
      archiveOldDocuments: (now: Date) => (calls.push(`archive ${now.toISOString()}`), Promise.resolve(3)),
      scanDocumentExpiry: (now: Date) => (calls.push(`expiry ${now.toISOString()}`), Promise.resolve(5)),
    }
    const jobs = scheduledJobs({ config: testConfig({ JOB_SCHEDULE: 'document-expiry-scan=12h' }), database, storage: app.storage, documents })
    expect(jobs.map((job) => [job.name, job.everyMs]).slice(3, 5)).toEqual([
      ['document-archive', DAY_MS],
      ['document-expiry-scan', 12 * HOUR_MS],
    ])
    const runner = createJobRunner({ jobs: jobs.slice(3, 5), runs: createJobRunsRepository(database), instance: 'test', log: app.log })
    const outcomes = await runner.runDue(new Date('2026-05-01T13:00:00Z'))
    expect(calls).toEqual(['archive 2026-05-01T13:00:00.000Z', 'expiry 2026-05-01T13:00:00.000Z'])
    expect(outcomes).toEqual([
      { job: 'document-archive', slot: '2026-05-01T00:00:00.000Z', itemsTouched: 3, error: null },
      { job: 'document-expiry-scan', slot: '2026-05-01T12:00:00.000Z', itemsTouched: 5, error: null },
    ])
  })
})
