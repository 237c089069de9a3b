// Entity schemas as JSON Schema (SPEC §7: GET /schemas, GET /schemas/{name}), from the domain.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/http-schemas'
import { getSchema, listSchemas } from './schemas.service'

const jsonSchema = z.record(z.string(), z.unknown()).meta({ description: 'A JSON Schema (draft 2020-12).' })

const schemasRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/schemas',
    {
      schema: {
        tags: ['schemas'],
        summary: 'Every entity schema, by name',
        response: { 200: z.object({ success: z.literal(true), schemas: z.record(z.string(), jsonSchema) }), ...errorResponses(429, 500) },
      },
    },
    () => ({ success: true as const, schemas: listSchemas() }),
  )

  app.get(
    '/schemas/:name',
    {
      schema: {
        tags: ['schemas'],
        summary: 'One entity schema',
        params: z.strictObject({
          name: z
            .string()
            .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, { error: 'must be a schema name such as property or user' })
            .meta({ description: 'Entity name, e.g. property or user.' }),
        }),
        response: { 200: z.object({ success: z.literal(true), schema: jsonSchema }), ...errorResponses(400, 404, 429, 500) },
      },
    },
    (request) => ({ success: true as const, schema: getSchema({ name: request.params.name }) }),
  )
  done()
}

export default schemasRoutes
