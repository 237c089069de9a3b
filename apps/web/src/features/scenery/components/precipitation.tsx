import { useMemo } from 'react'
import type { WeatherIntensity, WeatherType } from '@vishwas/domain'
import { anim } from '../lib/animations'
import { precipitation, type StyleWithVariables } from '../lib/scene-layout'

export interface PrecipitationProps {
  count: number
  intensity: WeatherIntensity
  weather: WeatherType
  /** km/h; the rain leans with it. */
  windSpeed: number | null
  /** The footer's drops fall a shorter way. */
  inFooter?: boolean
}

/** Rain (snowflakes when it snows), each drop its own element; a storm adds lightning. */
export function Precipitation({ count, intensity, weather, windSpeed, inFooter = false }: PrecipitationProps) {
  const snow = weather === 'snow'
  const drops = useMemo(() => precipitation(count, intensity, snow, inFooter ? 91 : 47), [count, intensity, snow, inFooter])
  const slant = Math.min(22, 4 + (windSpeed ?? (intensity === 'heavy' ? 20 : 10)) * 0.4)
  return (
    <>
      <div className="sc-precip" style={{ '--slant': `${snow ? slant / 2 : slant}deg` } as StyleWithVariables}>
        {drops.map((drop, i) => (
          <span
            key={i}
            data-scenery="raindrop"
            data-look={snow ? 'snow' : 'rain'}
            className={snow ? 'sc-flake' : 'sc-drop'}
            data-anim={anim([snow ? 'snow' : inFooter ? 'footer-fall' : 'fall', drop.duration, drop.delay])}
            data-drift={snow ? drop.drift : undefined}
            style={{ left: `${drop.x}%`, ...(snow ? { width: drop.length, height: drop.length } : { height: drop.length }), '--rest': `${drop.rest}vh` } as StyleWithVariables}
          />
        ))}
      </div>
      {weather === 'storm' ? <div className="sc-lightning" data-anim={anim(['flash', 8])} /> : null}
    </>
  )
}
