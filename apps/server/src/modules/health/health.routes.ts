import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/http-schemas'
import { createHealthRepository } from './health.repository'
import { getHealth } from './health.service'

const healthSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']).meta({ description: 'The database engine: embedded PGlite or a PostgreSQL server.' }),
  version: z.string().meta({ description: 'Server version.' }),
})

const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createHealthRepository(app.database.db)
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service status: the database answers',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
      config: { rateLimit: false },
    },
    async () => ({ success: true as const, ...(await getHealth({ repository, engine: app.database.engine })) }),
  )
  done()
}

export default healthRoutes
