// The weather route's schemas: a place in the query, and the current conditions in the shape
// SPEC §3 reads (the Google Weather API's), which also make its OpenAPI entry.
import { z } from 'zod'

const range = (name: string, limit: number) => {
  const message = `must be a ${name} from -${limit} to ${limit}`
  return z.coerce.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message })
}

export const placeQuerySchema = z.strictObject({
  lat: range('latitude', 90).meta({ description: 'Latitude in degrees, -90 to 90.' }),
  lng: range('longitude', 180).meta({ description: 'Longitude in degrees, -180 to 180.' }),
})

const value = (description: string) => z.number().optional().meta({ description })

export const weatherResponseSchema = z.object({
  success: z.literal(true),
  weatherCondition: z
    .object({
      type: z.string().optional().meta({ description: "Condition type, e.g. CLEAR, LIGHT_RAIN, THUNDERSTORM ('TYPE_UNSPECIFIED' when unknown)." }),
      description: z.object({ text: z.string().optional().meta({ description: "Condition in words, e.g. 'Light rain' ('Conditions unknown' offline)." }) }).optional(),
    })
    .optional(),
  precipitation: z.object({ probability: z.object({ percent: value('Chance of precipitation, percent.') }).optional() }).optional(),
  wind: z.object({ speed: z.object({ value: value('Wind speed, km/h.') }).optional() }).optional(),
  relativeHumidity: value('Relative humidity, percent.'),
  cloudCover: value('Cloud cover, percent of the sky.'),
  visibility: z.object({ distance: value('Visibility, km.') }).optional(),
  temperature: z.object({ degrees: value('Temperature, °C.') }).optional(),
  feelsLikeTemperature: z.object({ degrees: value('Apparent temperature, °C.') }).optional(),
  isDaytime: z.boolean().meta({ description: 'Whether the sun is up at the place.' }),
  sunrise: z.iso.datetime().meta({ description: "Today's sunrise at the place (astronomy)." }),
  sunset: z.iso.datetime().meta({ description: "Today's sunset at the place (astronomy)." }),
  source: z.enum(['offline', 'google', 'open-meteo']).meta({ description: 'Which provider answered; offline knows the sun but not the current conditions.' }),
})
