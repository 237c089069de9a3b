import { useMemo } from 'react'
import { anim } from '../lib/animations'
import { arcPoint, starField, type StyleWithVariables } from '../lib/scene-layout'
import { MoonDisc } from './moon-disc'

export function Stars({ count, faint, maxY }: { count: number; faint: boolean; maxY?: number }) {
  const stars = useMemo(() => starField(count, 11, maxY), [count, maxY])
  return (
    <div className={`sc-fill sc-stars${faint ? ' is-faint' : ''}`}>
      {stars.map((star, i) => (
        <span
          key={i}
          data-scenery="star"
          className="sc-star"
          data-anim={star.twinkle ? anim(['twinkle', star.duration, star.delay]) : undefined}
          style={{ left: `${star.x}%`, top: `${star.y}%`, width: star.size, height: star.size }}
        />
      ))}
    </div>
  )
}

/** The sun on its arc; in the twilight before it rises or after it sets, just under the horizon. */
export function Sun({ position, belowHorizon }: { position: number; belowHorizon: boolean }) {
  const { left, top } = arcPoint(position)
  return (
    <div data-scenery="sun" className="sc-body" style={{ left: `${left}%`, top: `${top + (belowHorizon ? 6 : 0)}%` }}>
      <div className="sc-halo" data-anim={anim(['pulse', 6])} />
      <div className="sc-sun-disc" />
    </div>
  )
}

export function Moon({ position, ageDays, phase, phaseName }: { position: number; ageDays: number; phase: number; phaseName: string }) {
  const { left, top } = arcPoint(position)
  return (
    <div data-scenery="moon" data-phase={phase} data-phase-name={phaseName} className="sc-body sc-moon" style={{ left: `${left}%`, top: `${top}%` }}>
      <div className="sc-halo" data-anim={anim(['pulse', 9])} />
      <MoonDisc ageDays={ageDays} />
    </div>
  )
}

const CLOUD = 'M12 40C4 40 2 30 9 26 7 17 17 11 25 15 29 5 44 2 52 10 58 4 72 6 74 16 84 14 93 22 90 30 97 33 95 40 88 40Z'

/** top %, width px, seconds to cross, where it rests (vw) when still. */
const cloudSpots = [
  [8, 210, 150, 12],
  [18, 150, 120, 58],
  [5, 120, 170, 80],
  [26, 180, 135, 34],
  [13, 250, 190, 44],
  [30, 130, 110, 4],
  [21, 200, 160, 88],
] as const

export const CLOUD_COUNT = { clear: 4, overcast: 7 } as const
export const BIRD_COUNT = 5

export function Clouds({ overcast }: { overcast: boolean }) {
  const spots = cloudSpots.slice(0, overcast ? CLOUD_COUNT.overcast : CLOUD_COUNT.clear)
  return (
    <div className={`sc-fill sc-clouds${overcast ? ' is-grey' : ''}`}>
      {spots.map(([top, width, seconds, rest], i) => (
        <div
          key={i}
          data-scenery="cloud"
          className="sc-cloud"
          data-anim={anim(['across', seconds, -((rest + 30) / 145) * seconds])}
          style={{ top: `${top}%`, width, '--rest': `${rest}vw` } as StyleWithVariables}
        >
          <svg viewBox="0 0 100 44">
            <path d={CLOUD} />
          </svg>
        </div>
      ))}
    </div>
  )
}

const birdSpots = [
  [14, 34, 20],
  [17, 38, 26],
  [12, 31, 30],
  [22, 44, 62],
  [25, 40, 67],
] as const

export function Birds() {
  return (
    <div className="sc-fill">
      {birdSpots.slice(0, BIRD_COUNT).map(([top, seconds, rest], i) => (
        <div
          key={i}
          data-scenery="bird"
          className="sc-bird"
          data-anim={anim(['across', seconds, -((rest + 30) / 145) * seconds])}
          style={{ top: `${top}%`, '--rest': `${rest}vw` } as StyleWithVariables}
        >
          <svg viewBox="0 0 24 10" data-anim={anim(['flap', 0.6, -i * 0.23])}>
            <path d="M1 8Q6 1 12 7 18 1 23 8" fill="none" stroke="#1f2a3a" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </div>
      ))}
    </div>
  )
}
