// The job runner on the embedded engine and PostgreSQL: each run recorded in job_runs (slot,
// instance, start, end, items touched, error), one run per slot, a failing job recorded without
// stopping the others, and a run the server stops in the middle recorded as stopped.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../app'
import type { DatabaseHandle } from '../db/database'
import { buildTestApp, testDatabase } from '../test/test-app'
import { STOPPED_MESSAGE, createJobRunner, slotOf, type ScheduledJob } from './job-runner'
import { createJobRunsRepository, type JobRun } from './job-runs.repository'
import { DAY_MS, HOUR_MS } from './job-schedule'

let database: DatabaseHandle
let app: App
beforeAll(async () => {
  database = await testDatabase()
  app = await buildTestApp({ database })
})
afterAll(() => app.close())
beforeEach(() => database.query('TRUNCATE job_runs'))

const runsOf = (job?: string) => createJobRunsRepository(database).list({ job, page: 1, limit: 100 })
const runner = (jobs: ScheduledJob[], instance = 'test-instance') => createJobRunner({ jobs, runs: createJobRunsRepository(database), instance, log: app.log })
const at = (iso: string) => new Date(iso)

describe('the job runner', () => {
  it('records a run with its slot, instance, start, end and the items it touched', async () => {
    const seen: Date[] = []
    const jobs = runner([{ name: 'counting', everyMs: DAY_MS, run: ({ now }) => (seen.push(now), Promise.resolve(7)) }])
    const before = Date.now()
    const outcomes = await jobs.runDue(at('2026-03-10T15:45:00Z'))
    expect(outcomes).toEqual([{ job: 'counting', slot: '2026-03-10T00:00:00.000Z', itemsTouched: 7, error: null }])
    expect(seen).toEqual([at('2026-03-10T15:45:00Z')])
    const { runs, total } = await runsOf()
    expect(total).toBe(1)
    const [run] = runs as [JobRun]
    expect(run).toMatchObject({ job: 'counting', scope: '', slot: '2026-03-10T00:00:00.000Z', instance: 'test-instance', itemsTouched: 7, error: null })
    expect(new Date(run.startedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(run.finishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(run.startedAt).getTime())
  })

  it('runs a slot once: again in the same slot does nothing, the next slot runs', async () => {
    let calls = 0
    const job: ScheduledJob = { name: 'hourly', everyMs: HOUR_MS, run: () => Promise.resolve(++calls) }
    const jobs = runner([job])
    await jobs.runDue(at('2026-03-10T10:05:00Z'))
    expect(await jobs.runDue(at('2026-03-10T10:59:59Z'))).toEqual([])
    // Another runner (a restarted server) finds the slot taken in the table.
    expect(await runner([job], 'restarted').runDue(at('2026-03-10T10:30:00Z'))).toEqual([])
    expect(await jobs.runDue(at('2026-03-10T11:00:00Z'))).toEqual([{ job: 'hourly', slot: '2026-03-10T11:00:00.000Z', itemsTouched: 2, error: null }])
    expect(calls).toBe(2)
    expect((await runsOf('hourly')).runs.map((run) => run.slot)).toEqual(['2026-03-10T11:00:00.000Z', '2026-03-10T10:00:00.000Z'])
  })

  it('keeps a job of each scope apart: the same slot runs once per scope', async () => {
    let calls = 0
    const perFolder = (scope: string): ScheduledJob => ({ name: 'folder-sweep', everyMs: HOUR_MS, scope, run: () => Promise.resolve(++calls) })
    await runner([perFolder('host-a:/data/uploads')]).runDue(at('2026-03-10T10:05:00Z'))
    await runner([perFolder('host-b:/data/uploads')]).runDue(at('2026-03-10T10:06:00Z'))
    await runner([perFolder('host-a:/data/uploads')], 'another').runDue(at('2026-03-10T10:07:00Z'))
    expect(calls).toBe(2)
    expect((await runsOf()).runs.map((run) => run.scope).sort()).toEqual(['host-a:/data/uploads', 'host-b:/data/uploads'])
  })

  it('records a failing job’s error and runs the others', async () => {
    const ran: string[] = []
    const jobs = runner([
      { name: 'first', everyMs: DAY_MS, run: () => (ran.push('first'), Promise.resolve(1)) },
      { name: 'broken', everyMs: DAY_MS, run: () => Promise.reject(new RangeError('the bucket is not there')) },
      { name: 'last', everyMs: DAY_MS, run: () => (ran.push('last'), Promise.resolve(3)) },
    ])
    const outcomes = await jobs.runDue(at('2026-03-10T01:00:00Z'))
    expect(ran).toEqual(['first', 'last'])
    expect(outcomes.map((outcome) => [outcome.job, outcome.itemsTouched, outcome.error])).toEqual([
      ['first', 1, null],
      ['broken', null, 'RangeError: the bucket is not there'],
      ['last', 3, null],
    ])
    const broken = (await runsOf('broken')).runs[0]
    expect(broken).toMatchObject({ itemsTouched: null, error: 'RangeError: the bucket is not there' })
    expect(broken?.finishedAt).not.toBeNull()
  })

  it('records a run the server stops in the middle as stopped, and starts nothing after', async () => {
    let release: () => void = () => undefined
    let started: () => void = () => undefined
    const running = new Promise<void>((resolve) => (started = resolve))
    let laterRan = false
    const jobs = runner([
      {
        name: 'long',
        everyMs: DAY_MS,
        run: ({ signal }) =>
          new Promise<number>((resolve) => {
            started()
            release = () => resolve(4)
            signal.addEventListener('abort', () => resolve(2))
          }),
      },
      { name: 'later', everyMs: DAY_MS, run: () => ((laterRan = true), Promise.resolve(1)) },
    ])
    const due = jobs.runDue(at('2026-03-10T01:00:00Z'))
    await running
    await jobs.stop()
    release()
    await due
    expect(laterRan).toBe(false)
    expect((await runsOf('long')).runs[0]).toMatchObject({ itemsTouched: 2, error: STOPPED_MESSAGE })
    expect(await runsOf('later')).toMatchObject({ total: 0 })
  })

  it('looks for due jobs on its own once started, and no more once stopped', async () => {
    let ran: (now: Date) => void = () => undefined
    const first = new Promise<Date>((resolve) => (ran = resolve))
    const jobs = createJobRunner({
      jobs: [{ name: 'ticking', everyMs: DAY_MS, run: ({ now }) => (ran(now), Promise.resolve(1)) }],
      runs: createJobRunsRepository(database),
      instance: 'ticking',
      log: app.log,
      clock: () => at('2026-03-10T08:00:00Z'),
      tickMs: 5,
    })
    jobs.start()
    expect(await first).toEqual(at('2026-03-10T08:00:00Z'))
    await jobs.stop()
    expect((await runsOf('ticking')).runs).toEqual([expect.objectContaining({ slot: '2026-03-10T00:00:00.000Z', itemsTouched: 1, startedAt: '2026-03-10T08:00:00.000Z' })])
    // Stopped for good: a stopped runner does not start again, and finds nothing more to run.
    jobs.start()
    expect(await jobs.runDue(at('2026-03-11T08:00:00Z'))).toEqual([])
  })

  it('places slots at whole multiples of the interval since 1970, UTC', () => {
    expect(slotOf(at('2026-03-10T23:59:59.999Z'), DAY_MS).toISOString()).toBe('2026-03-10T00:00:00.000Z')
    expect(slotOf(at('2026-03-10T10:14:00Z'), 15 * 60_000).toISOString()).toBe('2026-03-10T10:00:00.000Z')
    expect(slotOf(at('2026-03-10T10:15:00Z'), 15 * 60_000).toISOString()).toBe('2026-03-10T10:15:00.000Z')
  })
})
