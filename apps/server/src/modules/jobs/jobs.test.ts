// GET /api/admin/jobs/runs on the embedded engine and PostgreSQL: admins read the scheduled jobs'
// runs (newest first, by job, a page at a time) with each one's outcome; nobody else can.
import { describe, expect, it } from 'vitest'
import { requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'

const kit = usePropertyKit()
const adminOnly = { success: false, message: 'You need admin privileges to access this page', code: 'FORBIDDEN' }
const runs = (caller: Caller | null, query?: Record<string, string>) => requestAs(kit, caller, { url: '/api/admin/jobs/runs', ...(query ? { query } : {}) })

type Answer = { success: true; runs: { job: string; status: string; itemsTouched: number | null; error: string | null; slot: string; finishedAt: string | null }[]; pagination: { page: number; limit: number; total: number; pages: number } }

async function recordRuns(): Promise<void> {
  await kit.database.query('TRUNCATE job_runs')
  await kit.database.query(`INSERT INTO job_runs (job, scope, slot, instance, started_at, finished_at, items_touched, error) VALUES
    ('stored-files-sweep', '', '2026-03-10T00:00:00Z', 'host-a:101', '2026-03-10T00:00:05Z', '2026-03-10T00:00:09Z', 12, NULL),
    ('stored-files-sweep', '', '2026-03-11T00:00:00Z', 'host-b:202', '2026-03-11T00:00:04Z', '2026-03-11T00:00:04.5Z', NULL, 'Error: the bucket is not there'),
    ('deleted-properties-purge', '', '2026-03-11T01:00:00Z', 'host-a:101', '2026-03-11T01:00:03Z', NULL, NULL, NULL)`)
}

describe('GET /api/admin/jobs/runs', () => {
  it('gives admins the runs, newest first, with what each touched and how it ended', async () => {
    await recordRuns()
    const response = await runs('admin')
    expect(response.statusCode).toBe(200)
    const answer = response.json<Answer>()
    expect(answer.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 })
    expect(answer.runs.map((run) => [run.job, run.status, run.itemsTouched, run.error])).toEqual([
      ['deleted-properties-purge', 'running', null, null],
      ['stored-files-sweep', 'failed', null, 'Error: the bucket is not there'],
      ['stored-files-sweep', 'succeeded', 12, null],
    ])
    expect(answer.runs[2]).toMatchObject({ slot: '2026-03-10T00:00:00.000Z', instance: 'host-a:101', startedAt: '2026-03-10T00:00:05.000Z', finishedAt: '2026-03-10T00:00:09.000Z', scope: '' })
  })

  it('shows the runs the runner records', async () => {
    await kit.database.query('TRUNCATE job_runs')
    await kit.app.jobs.runDue(new Date('2026-04-01T06:00:00Z'))
    const answer = (await runs('admin', { job: 'deleted-properties-purge' })).json<Answer>()
    expect(answer.runs).toEqual([expect.objectContaining({ job: 'deleted-properties-purge', status: 'succeeded', itemsTouched: 0, error: null, slot: '2026-04-01T06:00:00.000Z' })])
  })

  it('filters by job and pages', async () => {
    await recordRuns()
    const sweeps = (await runs('admin', { job: 'stored-files-sweep', limit: '1', page: '2' })).json<Answer>()
    expect(sweeps.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 })
    expect(sweeps.runs.map((run) => run.status)).toEqual(['succeeded'])
    const bad = await runs('admin', { job: 'mine-bitcoin' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
  })

  it('is for admins only', async () => {
    await recordRuns()
    for (const caller of ['buyer', 'seller', 'dealer', 'otherSeller'] as const) {
      const response = await runs(caller)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual(adminOnly)
    }
    const anonymous = await runs(null)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  })
})
