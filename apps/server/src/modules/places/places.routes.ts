// GET /api/public/places: suggestions for the home search's place field, anonymous as the public
// list is. Counts are of public listings only, the same the list shows.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { createPlacesRepository } from './places.repository'
import { placesQuerySchema, placesResponseSchema } from './places.schemas'
import { suggestPlaces } from './places.service'

const placesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createPlacesRepository(app.database)
  app.get(
    '/public/places',
    {
      schema: {
        tags: ['property search'],
        summary: 'Cities and localities matching what has been typed, with their listing counts',
        description:
          "Tolerant of prefixes ('Mo'), small typos ('Bengaluro', 'Mumabi') and the names people still use ('Bangalore', 'Gurgaon', 'Bombay'): each city is answered under today's name. Choosing one filters the public list exactly with `city` (and `locality`).",
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => ({ success: true as const, places: await suggestPlaces({ repository, query: request.query }) }),
  )
  done()
}

export default placesRoutes
