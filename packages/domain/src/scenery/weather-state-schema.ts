// SPEC §3 weather state as a schema, for validation and the Schema Explorer. Kept apart from the
// builder in weather-state.ts so the scenery in the browser does not carry zod.
import { z } from 'zod'
import { doc } from '../schemas/doc'
import { timesOfDay } from './time-of-day'
import { weatherIntensities, weatherTypes } from './weather-rules'

const num = (title: string, description: string) => z.number().meta(doc(title, description))
const numOrNull = (title: string, description: string) => z.number().nullable().meta(doc(title, description))
const iso = (title: string, description: string) => z.iso.datetime({ offset: true }).meta(doc(title, description))

export const weatherStateSchema = z
  .object({
    timeOfDay: z.enum(timesOfDay).meta(doc('Time of day', 'sunrise, day, sunset or night.')),
    isDaytime: z.boolean().meta(doc('Daytime', 'Whether the sun is up.')),
    currentTime: iso('Current time', 'The clock the scene shows.'),
    sunrise: iso('Sunrise', 'Sunrise today (06:00 by default).'),
    sunset: iso('Sunset', 'Sunset today (18:00 by default).'),
    weather: z.enum(weatherTypes).meta(doc('Weather', 'clear, rain, storm, snow or cloudy.')),
    weatherCondition: z.string().meta(doc('Condition', 'Condition text from the weather service.')),
    weatherIntensity: z.enum(weatherIntensities).meta(doc('Intensity', 'light, medium or heavy.')),
    isRaining: z.boolean().meta(doc('Raining', 'Whether to draw rain.')),
    temperature: numOrNull('Temperature', 'Degrees Celsius.'),
    feelsLike: numOrNull('Feels like', 'Apparent temperature, degrees Celsius.'),
    moonPhase: z.number().int().min(0).max(7).meta(doc('Moon phase', '0 (new moon) to 7 (waning crescent).')),
    moonPhaseName: z.string().meta(doc('Moon phase name', 'New Moon, Waxing Crescent, ... Waning Crescent.')),
    windSpeed: numOrNull('Wind speed', 'Kilometres per hour.'),
    humidity: numOrNull('Humidity', 'Relative humidity, percent.'),
    cloudCoverage: numOrNull('Cloud cover', 'Percent of the sky.'),
    visibility: numOrNull('Visibility', 'Kilometres.'),
    precipitationProbability: num('Precipitation probability', 'Percent.'),
    celestialPosition: z.number().min(0).max(100).meta(doc('Celestial position', 'Sun or moon along its arc, 0 to 100.')),
    cityName: z.string().meta(doc('City', 'Name of the place.')),
    latitude: numOrNull('Latitude', 'Degrees.'),
    longitude: numOrNull('Longitude', 'Degrees.'),
    loading: z.boolean().meta(doc('Loading', 'Whether weather is being fetched.')),
    error: z.string().nullable().meta(doc('Error', 'The last error message, or null.')),
  })
  .meta(doc('Weather state', 'What the animated scenery shows: time of day, weather and the moon.'))
export type WeatherState = z.output<typeof weatherStateSchema>
