import { useRef } from 'react'
import { moonAge, sceneryElements, type WeatherState } from '@vishwas/domain'
import { useSceneAnimations } from '../hooks/use-scene-animations'
import type { Motion } from '../lib/motion-store'
import { paletteVariables, skyGradient, veilGradient } from '../lib/palette'
import { Landscape } from './landscape'
import { Precipitation } from './precipitation'
import { Birds, Clouds, Moon, Stars, Sun } from './sky'

/**
 * The whole scene for a weather state, drawn behind the page. What appears when (and how many)
 * is the domain's sceneryElements; this only draws it. Decorative: hidden from assistive tech.
 */
export function Scene({ state, motion }: { state: WeatherState; motion: Motion }) {
  const time = state.timeOfDay
  const elements = sceneryElements(time, state.isRaining)
  const veil = veilGradient(state.weather)
  // In the half hour before sunrise or after sunset the sun waits at its end of the arc.
  const sunPosition = state.isDaytime ? state.celestialPosition : time === 'sunrise' ? 0 : 100
  const root = useRef<HTMLDivElement>(null)
  useSceneAnimations(root, motion, `${time} ${state.weather} ${state.weatherIntensity} ${state.isRaining}`)
  return (
    <div
      ref={root}
      className="sc-root"
      aria-hidden="true"
      data-time={time}
      data-weather={state.weather}
      data-intensity={state.weatherIntensity}
      data-motion={motion}
      data-lit={elements.litWindows ? 'true' : 'false'}
      style={paletteVariables(time)}
    >
      <div data-scenery="sky" className="sc-fill" style={{ background: skyGradient(time) }} />
      {elements.stars > 0 ? <Stars count={elements.stars} faint={time !== 'night'} /> : null}
      {elements.sun ? <Sun position={sunPosition} belowHorizon={!state.isDaytime} /> : null}
      {elements.moon ? (
        <Moon position={state.celestialPosition} ageDays={moonAge(new Date(state.currentTime))} phase={state.moonPhase} phaseName={state.moonPhaseName} />
      ) : null}
      {veil ? <div className="sc-fill" style={{ background: veil }} /> : null}
      {elements.clouds ? <Clouds overcast={state.weather !== 'clear'} /> : null}
      {elements.birds ? <Birds /> : null}
      <Landscape litWindows={elements.litWindows} bonfire={elements.bonfire} fireflies={elements.fireflies} raining={state.isRaining} />
      {elements.raindrops > 0 ? (
        <Precipitation count={elements.raindrops} intensity={state.weatherIntensity} weather={state.weather} windSpeed={state.windSpeed} />
      ) : null}
    </div>
  )
}
