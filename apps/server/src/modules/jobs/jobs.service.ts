// The admins' view of the scheduled jobs: their last runs, with each run's outcome.
import { paginate, type Pagination } from '@vishwas/domain'
import type { JobRun, JobRunsRepository } from '../../jobs/job-runs.repository'

export type JobRunEntry = JobRun & { status: 'running' | 'succeeded' | 'failed' }

const statusOf = (run: JobRun): JobRunEntry['status'] => (run.error !== null ? 'failed' : run.finishedAt === null ? 'running' : 'succeeded')

/** GET /admin/jobs/runs: the runs, most recently started first. */
export async function listJobRuns(input: { runs: JobRunsRepository; job?: string | undefined; page: number; limit: number }): Promise<{ runs: JobRunEntry[]; pagination: Pagination }> {
  const { runs, total } = await input.runs.list(input)
  return { runs: runs.map((run) => ({ ...run, status: statusOf(run) })), pagination: paginate(total, input.page, input.limit) }
}
