// SQL of job_runs: claiming a run (the insert that only one instance wins), finishing it, and
// reading the last runs for admins.
import type { DatabaseHandle } from '../db/database'

export type JobRun = {
  id: string
  job: string
  scope: string
  slot: string
  instance: string
  startedAt: string
  finishedAt: string | null
  itemsTouched: number | null
  error: string | null
}

// to_char of NULL is NULL: a run still going has no finishedAt.
const iso = (column: string, as: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${as}"`
const selectRuns = `
SELECT id::text AS id, job, scope, ${iso('slot', 'slot')}, instance, ${iso('started_at', 'startedAt')}, ${iso('finished_at', 'finishedAt')},
  items_touched AS "itemsTouched", error
FROM job_runs`

export function createJobRunsRepository(database: DatabaseHandle) {
  return {
    /** The run of (job, scope, slot), when this caller is the first to claim it; undefined when another already has. */
    async claim(run: { job: string; scope: string; slot: Date; instance: string; startedAt: Date }): Promise<string | undefined> {
      const [row] = await database.query<{ id: string }>(
        `INSERT INTO job_runs (job, scope, slot, instance, started_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (job, scope, slot) DO NOTHING RETURNING id::text AS id`,
        [run.job, run.scope, run.slot.toISOString(), run.instance, run.startedAt.toISOString()],
      )
      return row?.id
    },

    async finish(id: string, result: { finishedAt: Date; itemsTouched: number | null; error: string | null }): Promise<void> {
      await database.query('UPDATE job_runs SET finished_at = $2, items_touched = $3, error = $4 WHERE id = $1', [
        id,
        result.finishedAt.toISOString(),
        result.itemsTouched,
        result.error,
      ])
    },

    /** The runs, most recent first (of one job when named), a page at a time. */
    async list(input: { job?: string | undefined; page: number; limit: number }): Promise<{ runs: JobRun[]; total: number }> {
      const where = input.job === undefined ? '' : 'WHERE job = $3'
      const params: unknown[] = [input.limit, (input.page - 1) * input.limit, ...(input.job === undefined ? [] : [input.job])]
      const runs = await database.query<JobRun>(`${selectRuns} ${where} ORDER BY started_at DESC, id LIMIT $1 OFFSET $2`, params)
      const [count] = await database.query<{ total: number }>(`SELECT count(*)::int AS total FROM job_runs ${where.replace('$3', '$1')}`, params.slice(2))
      return { runs, total: count?.total ?? 0 }
    },
  }
}

export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>
