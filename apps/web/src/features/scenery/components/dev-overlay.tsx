import type { WeatherState } from '@vishwas/domain'

const unknown = '—'
const show = (value: number | null, unit: string) => (value == null ? unknown : `${Math.round(value)}${unit}`)
const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' })

/** SPEC §1 developer overlay: moon phase, sun position, wind, humidity and cloud cover (and the rest of the state). */
export function DevOverlay({ state }: { state: WeatherState }) {
  const rows: [string, string][] = [
    ['Moon phase', `${state.moonPhaseName} (${state.moonPhase})`],
    ['Sun position', `${Math.round(state.celestialPosition)} %`],
    ['Wind', show(state.windSpeed, ' km/h')],
    ['Humidity', show(state.humidity, ' %')],
    ['Cloud cover', show(state.cloudCoverage, ' %')],
    ['Time of day', state.timeOfDay],
    ['Weather', `${state.weather}, ${state.weatherIntensity}${state.isRaining ? ', raining' : ''}`],
    ['Sunrise / sunset', `${clock(state.sunrise)} / ${clock(state.sunset)}`],
    ['Error', state.error ?? unknown],
  ]
  return (
    <aside
      aria-label="Scenery developer overlay"
      data-scenery="dev-overlay"
      className="fixed bottom-3 left-3 z-40 max-w-[calc(100vw-1.5rem)] rounded-xl bg-slate-950/90 p-3 font-mono text-[11px] text-slate-100 shadow-xl"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-slate-400">{name}</dt>
            <dd className="truncate">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1.5 text-slate-400">Shift+D hides this</p>
    </aside>
  )
}
