// GET /api/geocode/reverse?lat&lng (SPEC §7: the maps service's reverse geocoding). The name is
// the locality, else the first part of the formatted address, else 'Unknown Location'.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config'
import { errorResponses } from '../../lib/http-schemas'
import { createGeocoder } from '../../providers/geocoder/create-geocoder'
import { placeQuerySchema } from '../weather/weather.schemas'
import { createPlaceNameCache, getPlaceName } from './geocode.service'

const placeNameResponseSchema = z.object({
  success: z.literal(true),
  cityName: z.string().meta({ description: "The place's name by SPEC's rule; 'Unknown Location' when there is none." }),
  state: z.string().nullable().meta({ description: 'The state or union territory, when the geocoder knows it.' }),
  formattedAddress: z.string().nullable().meta({ description: "The provider's full address, when it gives one." }),
  source: z.enum(['offline', 'google', 'nominatim']).meta({ description: 'Which geocoder answered; offline is the nearest bundled Indian city or town.' }),
})

const geocodeRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, { config }, done) => {
  const geocoder = createGeocoder(config.geocoder)
  const cache = createPlaceNameCache()
  app.get(
    '/geocode/reverse',
    {
      schema: {
        tags: ['scenery'],
        summary: 'The name of the place at a latitude and longitude',
        description: "Cached per place (rounded to about 1 km) for a day. A provider failure answers 503 'Geocoding API error: {status}'.",
        querystring: placeQuerySchema,
        response: { 200: placeNameResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await getPlaceName({ geocoder, cache, place: { latitude: request.query.lat, longitude: request.query.lng } })),
    }),
  )
  done()
}

export default geocodeRoutes
