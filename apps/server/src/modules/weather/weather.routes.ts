// GET /api/weather?lat&lng (SPEC §7: the weather service, current conditions by latitude and
// longitude). The browser asks us; provider keys never leave the server.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config'
import { errorResponses } from '../../lib/http-schemas'
import { createWeatherProvider } from '../../providers/weather/create-weather-provider'
import { placeQuerySchema, weatherResponseSchema } from './weather.schemas'
import { createWeatherCache, getCurrentWeather } from './weather.service'

const weatherRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, { config }, done) => {
  const provider = createWeatherProvider(config.weather, { log: app.log })
  const cache = createWeatherCache()
  app.get(
    '/weather',
    {
      schema: {
        tags: ['scenery'],
        summary: 'Current weather at a place, with sunrise and sunset',
        description:
          "Cached per place (rounded to about 1 km) for 10 minutes. With WEATHER_PROVIDER=auto (the default) an Open-Meteo failure answers from the offline astronomy (source 'offline', not cached); with one provider alone, its failure answers 503 'Weather API error: {status}'.",
        querystring: placeQuerySchema,
        response: { 200: weatherResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await getCurrentWeather({ provider, cache, place: { latitude: request.query.lat, longitude: request.query.lng } })),
    }),
  )
  done()
}

export default weatherRoutes
