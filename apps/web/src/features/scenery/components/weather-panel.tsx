import { formatTemperature, LOCATION_UNAVAILABLE, messages, UNKNOWN_LOCATION, type WeatherState } from '@vishwas/domain'

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function WeatherIcon({ state }: { state: WeatherState }) {
  const night = state.timeOfDay === 'night'
  const wet = state.isRaining || state.weather === 'storm' || state.weather === 'snow'
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      {night ? <path d="M20 5a11 11 0 1 0 7 17A9 9 0 0 1 20 5Z" fill="#c7d2fe" /> : <circle cx="13" cy="13" r="7" fill="#fbbf24" />}
      {state.weather !== 'clear' ? <path d="M9 25a5 5 0 0 1 1-10 7 7 0 0 1 13 1 4.5 4.5 0 0 1 0 9Z" fill={wet ? '#94a3b8' : '#e2e8f0'} /> : null}
      {wet ? <path d="M11 28l-1 3M17 28l-1 3M23 28l-1 3" stroke={state.weather === 'snow' ? '#e0f2fe' : '#38bdf8'} strokeWidth="2" strokeLinecap="round" /> : null}
    </svg>
  )
}

/** The names the weather store gives a place it could not find. */
const unknownPlaces: ReadonlySet<string> = new Set(['', LOCATION_UNAVAILABLE, UNKNOWN_LOCATION])

/**
 * SPEC §1 weather panel: temperature in °C rounded, the condition (or 'Loading...'), the city,
 * and 'Feels like' in °C. Sits on its own light surface, legible over any sky. What is unknown
 * takes no room: an unknown place is said to screen readers (and in the tooltip) but not shown,
 * so without a temperature or a place the panel is one short line, or only its icon.
 */
export function WeatherPanel({ state }: { state: WeatherState }) {
  const temperature = formatTemperature(state.temperature)
  const feelsLike = formatTemperature(state.feelsLike)
  const condition = state.loading ? messages.loading : capitalise(state.weatherCondition)
  const isPlaceKnown = !unknownPlaces.has(state.cityName)
  const unknownPlace = isPlaceKnown ? '' : state.cityName
  const size = temperature || isPlaceKnown ? 'full' : condition ? 'line' : 'icon'
  const padding = { full: 'py-1 pr-4 pl-1.5', line: 'py-1 pr-3.5 pl-1.5', icon: 'p-1' }[size]
  return (
    <section
      aria-label="Weather"
      aria-busy={state.loading}
      data-scenery="weather-panel"
      data-size={size}
      title={size === 'full' ? undefined : [condition, unknownPlace].filter(Boolean).join(' · ')}
      className={`flex min-w-0 items-center gap-2.5 rounded-full border border-white/60 bg-white/90 text-slate-800 shadow-md shadow-slate-900/10 ${padding}`}
    >
      <WeatherIcon state={state} />
      {temperature ? <p className="text-lg leading-none font-extrabold text-slate-900 tabular-nums">{temperature}</p> : null}
      {size === 'full' ? (
        <div className="min-w-0 text-xs leading-tight">
          {condition ? <p className="truncate font-semibold text-slate-900">{condition}</p> : null}
          <p className="truncate text-slate-700">
            {isPlaceKnown ? state.cityName : <span className="sr-only">{unknownPlace}</span>}
            {feelsLike ? (
              <>
                {isPlaceKnown ? <span aria-hidden="true"> · </span> : null}
                <span className="whitespace-nowrap">Feels like {feelsLike}</span>
              </>
            ) : null}
          </p>
        </div>
      ) : size === 'line' ? (
        <p className="min-w-0 truncate text-xs leading-tight font-semibold text-slate-900">
          {condition}
          {unknownPlace ? <span className="sr-only">, {unknownPlace}</span> : null}
        </p>
      ) : (
        <span className="sr-only">{unknownPlace}</span>
      )}
    </section>
  )
}
