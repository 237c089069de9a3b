import { CLOCK_REFRESH_MS, WEATHER_REFRESH_MS, defaultSunTimes, sunTimesAt, type WeatherResponse } from '@vishwas/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWeatherStore, DEFAULT_PLACE, LAST_PLACE_KEY, type WeatherStoreOptions } from './weather-store'

type Outcome = { latitude: number; longitude: number } | { code: number; message: string } | 'pending'

/** A fake navigator.geolocation that answers (or not) and records the options it was given. */
function fakeGeolocation(outcome: Outcome) {
  const options: (PositionOptions | undefined)[] = []
  return {
    options,
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null, given?: PositionOptions) => {
      options.push(given)
      if (outcome === 'pending') return
      setTimeout(() => {
        if ('code' in outcome) fail?.(outcome as GeolocationPositionError)
        else ok({ coords: { ...outcome, accuracy: 10 } } as GeolocationPosition)
      }, 5)
    },
  }
}

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values }
}

const sunny: WeatherResponse = {
  weatherCondition: { type: 'CLEAR', description: { text: 'Sunny' } },
  precipitation: { probability: { percent: 0 } },
  temperature: { degrees: 31.4 },
  feelsLikeTemperature: { degrees: 33.6 },
  relativeHumidity: 40,
}

const NOON = new Date('2026-03-15T06:30:00Z')

function setup(options: Partial<WeatherStoreOptions> & { outcome?: Outcome }) {
  const geolocation = options.outcome === undefined ? undefined : fakeGeolocation(options.outcome)
  const fetchWeather = vi.fn(options.fetchWeather ?? (() => Promise.resolve(sunny)))
  const fetchPlaceName = vi.fn(options.fetchPlaceName ?? (() => Promise.resolve('Mohali')))
  const store = createWeatherStore({ now: () => new Date(), storage: memoryStorage(), ...options, geolocation, fetchWeather, fetchPlaceName })
  const unsubscribe = store.subscribe(() => {})
  return { store, geolocation, fetchWeather, fetchPlaceName, unsubscribe }
}

afterEach(() => vi.useRealTimers())

describe('weather store: location', () => {
  it("without geolocation says 'Geolocation is not supported by your browser', city 'Location unavailable'", () => {
    vi.useFakeTimers({ now: NOON })
    const { store, fetchWeather } = setup({})
    const state = store.getSnapshot()
    expect(state.error).toBe('Geolocation is not supported by your browser')
    expect(state.cityName).toBe('Location unavailable')
    expect(state.loading).toBe(false)
    expect(fetchWeather).not.toHaveBeenCalled()
  })

  it('then keeps the clock with sunrise and sunset from astronomy for Chandigarh, not 06:00 / 18:00', () => {
    vi.useFakeTimers({ now: NOON })
    const { store } = setup({})
    const sun = sunTimesAt(NOON, DEFAULT_PLACE.latitude, DEFAULT_PLACE.longitude)
    expect(store.getSnapshot().sunrise).toBe(sun.sunrise.toISOString())
    expect(store.getSnapshot().sunset).toBe(sun.sunset.toISOString())
    expect(store.getSnapshot().sunrise).not.toBe(defaultSunTimes(NOON).sunrise.toISOString())
    expect(store.getSnapshot().timeOfDay).toBe('day')
  })

  it('or for the last place it knew', () => {
    vi.useFakeTimers({ now: NOON })
    const storage = memoryStorage({ [LAST_PLACE_KEY]: JSON.stringify({ latitude: 8.5, longitude: 76.95 }) })
    const { store } = setup({ storage })
    expect(store.getSnapshot().sunrise).toBe(sunTimesAt(NOON, 8.5, 76.95).sunrise.toISOString())
  })

  it('asks for a fresh, accurate position with a 10 s time-out', () => {
    const { geolocation } = setup({ outcome: 'pending' })
    expect(geolocation?.options).toEqual([{ timeout: 10_000, enableHighAccuracy: true, maximumAge: 0 }])
  })

  it("is loading until the position and the weather are in", async () => {
    vi.useFakeTimers({ now: NOON })
    const { store } = setup({ outcome: { latitude: 30.70461, longitude: 76.71787 } })
    expect(store.getSnapshot().loading).toBe(true)
    await vi.advanceTimersByTimeAsync(10)
    expect(store.getSnapshot().loading).toBe(false)
  })

  it('with a refused position falls back the same way', async () => {
    vi.useFakeTimers({ now: NOON })
    const { store, fetchWeather } = setup({ outcome: { code: 1, message: 'User denied Geolocation' } })
    await vi.advanceTimersByTimeAsync(10)
    expect(store.getSnapshot()).toMatchObject({ cityName: 'Location unavailable', error: 'User denied Geolocation', loading: false })
    expect(fetchWeather).not.toHaveBeenCalled()
  })
})

describe('weather store: weather and place', () => {
  it('fetches both for the position, rounded to about a kilometre, and remembers the place', async () => {
    vi.useFakeTimers({ now: NOON })
    const storage = memoryStorage()
    const { store, fetchWeather, fetchPlaceName } = setup({ outcome: { latitude: 30.70461, longitude: 76.71787 }, storage })
    await vi.advanceTimersByTimeAsync(10)
    expect(fetchWeather.mock.calls[0]?.[0]).toEqual({ latitude: 30.7, longitude: 76.72 })
    expect(fetchPlaceName.mock.calls[0]?.[0]).toEqual({ latitude: 30.7, longitude: 76.72 })
    expect(storage.values.get(LAST_PLACE_KEY)).toBe('{"latitude":30.7,"longitude":76.72}')
    expect(store.getSnapshot()).toMatchObject({
      cityName: 'Mohali',
      weather: 'clear',
      weatherCondition: 'Sunny',
      temperature: 31.4,
      feelsLike: 33.6,
      humidity: 40,
      latitude: 30.7,
      longitude: 76.72,
      error: null,
    })
  })

  it("says 'Weather API error: {status}' when the weather fails, and keeps the place", async () => {
    vi.useFakeTimers({ now: NOON })
    const { store } = setup({ outcome: { latitude: 30.7, longitude: 76.7 }, fetchWeather: () => Promise.reject(new Error('Weather API error: 500')) })
    await vi.advanceTimersByTimeAsync(10)
    expect(store.getSnapshot()).toMatchObject({ error: 'Weather API error: 500', cityName: 'Mohali', temperature: null, weather: 'clear', loading: false })
  })

  it("says 'Geocoding API error: {status}' with city 'Unknown Location' when the place name fails", async () => {
    vi.useFakeTimers({ now: NOON })
    const { store } = setup({ outcome: { latitude: 30.7, longitude: 76.7 }, fetchPlaceName: () => Promise.reject(new Error('Geocoding API error: 503')) })
    await vi.advanceTimersByTimeAsync(10)
    expect(store.getSnapshot()).toMatchObject({ error: 'Geocoding API error: 503', cityName: 'Unknown Location', temperature: 31.4 })
  })

  it('refreshes the weather every 10 minutes and the clock every 60 s', async () => {
    vi.useFakeTimers({ now: NOON })
    const { store, fetchWeather } = setup({ outcome: { latitude: 30.7, longitude: 76.7 } })
    await vi.advanceTimersByTimeAsync(10)
    const first = store.getSnapshot()
    await vi.advanceTimersByTimeAsync(CLOCK_REFRESH_MS - 10)
    expect(store.getSnapshot().currentTime).toBe(new Date(NOON.getTime() + CLOCK_REFRESH_MS).toISOString())
    expect(store.getSnapshot().celestialPosition).toBeGreaterThan(first.celestialPosition)
    expect(fetchWeather).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(WEATHER_REFRESH_MS - CLOCK_REFRESH_MS)
    expect(fetchWeather).toHaveBeenCalledTimes(2)
  })

  it('stops its timers when nobody watches', async () => {
    vi.useFakeTimers({ now: NOON })
    const { fetchWeather, unsubscribe } = setup({ outcome: { latitude: 30.7, longitude: 76.7 } })
    await vi.advanceTimersByTimeAsync(10)
    unsubscribe()
    await vi.advanceTimersByTimeAsync(WEATHER_REFRESH_MS * 2)
    expect(fetchWeather).toHaveBeenCalledTimes(1)
  })
})

describe('weather store: forced clock and weather', () => {
  it('shows the forced moment and weather without asking the weather service', async () => {
    vi.useFakeTimers({ now: NOON })
    const { store, fetchWeather } = setup({
      outcome: { latitude: 30.7, longitude: 76.7 },
      overrides: { time: new Date('2026-01-01T22:00:00+05:30'), weather: 'rain', intensity: 'heavy', debug: false },
    })
    await vi.advanceTimersByTimeAsync(CLOCK_REFRESH_MS + 10)
    expect(fetchWeather).not.toHaveBeenCalled()
    expect(store.getSnapshot()).toMatchObject({ timeOfDay: 'night', weather: 'rain', weatherIntensity: 'heavy', isRaining: true, currentTime: '2026-01-01T16:30:00.000Z', cityName: 'Mohali' })
  })
})
