// The scheduled jobs as a decoration: `app.jobs` (jobs/job-runner.ts) with the jobs of
// jobs/scheduled-jobs.ts. Started when the app is ready if JOBS is on (tests turn it off and
// call app.jobs.runDue(now) themselves), stopped on close before the database closes.
import { hostname } from 'node:os'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { createJobRunner, type JobRunner } from '../jobs/job-runner'
import { createJobRunsRepository } from '../jobs/job-runs.repository'
import { scheduledJobs, type DocumentJobs } from '../jobs/scheduled-jobs'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner
  }
}

export type JobsPluginOptions = { config: Config; documents?: DocumentJobs; visitReminders?: (now: Date) => Promise<number>; paymentsReconcile?: (now: Date) => Promise<number> }

export default fp(
  (app: FastifyInstance, options: JobsPluginOptions, done: (error?: Error) => void) => {
    const runner = createJobRunner({
      jobs: scheduledJobs({ config: options.config, database: app.database, storage: app.storage, documents: options.documents, visitReminders: options.visitReminders, paymentsReconcile: options.paymentsReconcile }),
      runs: createJobRunsRepository(app.database),
      instance: `${hostname()}:${process.pid}`,
      log: app.log.child({ module: 'jobs' }),
    })
    app.decorate('jobs', runner)
    if (options.config.jobs.enabled) {
      app.addHook('onReady', (next) => {
        runner.start()
        next()
      })
    }
    app.addHook('preClose', async () => {
      await runner.stop()
    })
    done()
  },
  { name: 'jobs', dependencies: ['db', 'storage'] },
)
