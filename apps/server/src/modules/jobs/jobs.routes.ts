// GET /api/admin/jobs/runs: the scheduled jobs' last runs (jobs/), for admins.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { createJobRunsRepository } from '../../jobs/job-runs.repository'
import { errorResponses } from '../../lib/http-schemas'
import { jobRunsQuerySchema, jobRunsResponseSchema } from './jobs.schemas'
import { listJobRuns } from './jobs.service'

const jobsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const runs = createJobRunsRepository(app.database)

  app.get(
    '/admin/jobs/runs',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The scheduled jobs' runs, most recently started first",
        description:
          'Each run of a scheduled job (the sweeps of abandoned uploads and of stored files nobody references, the purge of deleted listings, document archiving and the expiry scan): which slot of its schedule, which instance ran it, when it started and finished, how many items it touched and why it failed. Each slot runs once however many instances share the database. Admins only.',
        querystring: jobRunsQuerySchema,
        response: { 200: jobRunsResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await listJobRuns({ runs, ...request.query })) }),
  )
  done()
}

export default jobsRoutes
