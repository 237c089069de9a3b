import { useRef } from 'react'
import { footerSceneryElements, moonAge, type WeatherState } from '@vishwas/domain'
import { useSceneAnimations } from '../hooks/use-scene-animations'
import type { Motion } from '../lib/motion-store'
import { footerTints } from '../lib/palette'
import { MoonDisc } from './moon-disc'
import { Precipitation } from './precipitation'
import { Stars } from './sky'

/** SPEC §1 footer background: time of day and weather, 20 stars at night, 15 raindrops, the moon phase name. */
export function FooterBackdrop({ state, motion }: { state: WeatherState; motion: Motion }) {
  const { stars, raindrops } = footerSceneryElements(state.timeOfDay, state.isRaining)
  const root = useRef<HTMLDivElement>(null)
  useSceneAnimations(root, motion, `${state.timeOfDay} ${state.weather} ${state.weatherIntensity} ${state.isRaining}`)
  return (
    <>
      <div ref={root} className="sc-footer" aria-hidden="true" data-time={state.timeOfDay} data-motion={motion} style={{ background: footerTints[state.timeOfDay] }}>
        {stars > 0 ? <Stars count={stars} faint={false} maxY={96} /> : null}
        {raindrops > 0 ? (
          <Precipitation count={raindrops} intensity={state.weatherIntensity} weather={state.weather} windSpeed={state.windSpeed} inFooter />
        ) : null}
      </div>
      <p className="absolute top-3 right-4 flex items-center gap-1.5 text-xs text-slate-300">
        <MoonDisc ageDays={moonAge(new Date(state.currentTime))} className="sc-moon-icon" />
        <span className="sr-only">Moon phase: </span>
        <span data-scenery="moon-phase-name">{state.moonPhaseName}</span>
      </p>
    </>
  )
}
