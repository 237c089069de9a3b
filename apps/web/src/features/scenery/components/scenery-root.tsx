// The scenery island, loaded after the page's first paint (see lazy-scenery.tsx): the scene
// behind the page, the weather bar with the motion control, and the footer's background. They
// share one weather store and one motion store.
import { useDevOverlay } from '../hooks/use-dev-overlay'
import { useMotion } from '../hooks/use-motion'
import { useWeatherState } from '../hooks/use-weather-state'
import { sceneryOverrides } from '../lib/browser-stores'
import type { MotionStore } from '../lib/motion-store'
import type { WeatherStore } from '../lib/weather-store'
import { DevOverlay } from './dev-overlay'
import { FooterBackdrop } from './footer-backdrop'
import { MotionToggle } from './motion-toggle'
import { Scene } from './scene'
import { WeatherPanel } from './weather-panel'
import './scenery.css'

export interface SceneryStores {
  weatherStore?: WeatherStore
  motionStore?: MotionStore
  debug?: boolean
}

export function SceneryBackdrop({ weatherStore, motionStore, debug }: SceneryStores) {
  const state = useWeatherState(weatherStore)
  const { motion } = useMotion(motionStore)
  const isOverlayOpen = useDevOverlay(debug ?? sceneryOverrides().debug)
  return (
    <>
      <Scene state={state} motion={motion} />
      {isOverlayOpen ? <DevOverlay state={state} /> : null}
    </>
  )
}

export function SceneryBar({ weatherStore, motionStore }: SceneryStores) {
  const state = useWeatherState(weatherStore)
  const { isPausedByUser, prefersReducedMotion, setPaused } = useMotion(motionStore)
  return (
    <div className="flex min-w-0 items-center justify-end gap-2">
      <WeatherPanel state={state} />
      {prefersReducedMotion ? null : <MotionToggle isPaused={isPausedByUser} onChange={setPaused} />}
    </div>
  )
}

export function FooterScenery({ weatherStore, motionStore }: SceneryStores) {
  const state = useWeatherState(weatherStore)
  const { motion } = useMotion(motionStore)
  return <FooterBackdrop state={state} motion={motion} />
}
