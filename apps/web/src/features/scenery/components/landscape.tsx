import { useMemo } from 'react'
import { anim } from '../lib/animations'
import { fireflySwarm, seededRandom } from '../lib/scene-layout'
import { PottedPlant } from './potted-plant'

const HILL_FAR = 'M0 300V150C60 122 120 76 180 68S290 110 360 130 500 105 580 112 720 150 800 140 940 100 1000 110V300Z'
const HILL_MID = 'M0 200V96C70 70 150 78 230 104S370 116 450 88 600 52 700 60 880 84 1000 66V200Z'
const HILL_NEAR = 'M0 100V42C120 20 240 30 360 42S600 30 720 28 920 40 1000 34V100Z'

function Hill({ path, viewBox, className }: { path: string; viewBox: string; className: string }) {
  return (
    <svg data-scenery="hill" className={className} viewBox={viewBox} preserveAspectRatio="none">
      <path d={path} />
    </svg>
  )
}

/** Merlons along a wall top from x0 to x1 at height y. */
const merlons = (x0: number, x1: number, y: number) => {
  let d = `M${x0} ${y + 4}`
  for (let x = x0; x < x1; x += 8) d += `h3v-4h3v4h2`
  return `${d}V80H${x0}Z`
}
const dome = (cx: number, base: number, half: number, height: number) =>
  `M${cx - half} ${base}C${cx - half} ${base - height * 0.55} ${cx - half * 0.3} ${base - height * 0.6} ${cx} ${base - height}C${cx + half * 0.3} ${base - height * 0.6} ${cx + half} ${base - height * 0.55} ${cx + half} ${base}Z`

/** A hill fort in the Rajput manner: walls, two bastions, a palace with an onion dome and chhatris. */
function Castle() {
  return (
    <svg data-scenery="castle" className="sc-castle" viewBox="0 0 120 80">
      <path d={merlons(14, 106, 46)} />
      <rect x="3" y="38" width="18" height="42" />
      <rect x="99" y="38" width="18" height="42" />
      <path d={`${dome(12, 38, 9, 12)}${dome(108, 38, 9, 12)}`} />
      <rect x="36" y="24" width="48" height="26" />
      <path d={`${dome(60, 24, 11, 19)}${dome(41, 24, 5, 9)}${dome(79, 24, 5, 9)}`} />
      <rect x="59.5" y="0" width="1" height="6" />
      <path className="sc-shade" d="M99 38h18v42H99zM84 24v26h-6V24zM54 80V67a6 6 0 0 1 12 0v13z" />
      {[43, 51, 66, 74].map((x) => (
        <path key={x} className="sc-castle-window" d={`M${x} 36v-3a1.5 1.5 0 0 1 3 0v3z`} />
      ))}
    </svg>
  )
}

type BuildingKind = 'flat' | 'tower' | 'dome' | 'slant' | 'tank'
/** x, width, height, colour 0-3, roof. */
const buildings: readonly (readonly [number, number, number, number, BuildingKind])[] = [
  [0, 56, 120, 0, 'tank'],
  [52, 44, 172, 1, 'tower'],
  [92, 70, 98, 2, 'dome'],
  [158, 50, 204, 3, 'tower'],
  [204, 62, 136, 0, 'flat'],
  [262, 40, 160, 1, 'slant'],
  [298, 66, 112, 2, 'tank'],
  [360, 48, 146, 3, 'tower'],
  [404, 36, 92, 1, 'flat'],
]
const BASE = 240

function roof(kind: BuildingKind, x: number, w: number, top: number): string | null {
  const mid = x + w / 2
  switch (kind) {
    case 'tower':
      return `M${mid - 1} ${top}v-16h2v16z`
    case 'dome':
      return dome(mid, top, w * 0.28, w * 0.42)
    case 'slant':
      return `M${x} ${top}L${x + w} ${top - 18}V${top}z`
    case 'tank':
      return `M${x + w - 20} ${top}v-10h12v10z`
    case 'flat':
      return null
  }
}

/** City buildings with a grid of windows; at night (and at sunset) most of them light up. */
function City({ litWindows }: { litWindows: boolean }) {
  const drawn = useMemo(() => {
    const random = seededRandom(5)
    return buildings.map(([x, w, h, colour, kind]) => {
      const top = BASE - h
      const cols = Math.max(2, Math.floor((w - 8) / 11))
      const gap = (w - cols * 5) / (cols + 1)
      const windows: { x: number; y: number; lit: boolean }[] = []
      for (let y = top + 9; y < BASE - 30; y += 14) {
        for (let c = 0; c < cols; c++) windows.push({ x: x + gap + c * (5 + gap), y, lit: random() < 0.62 })
      }
      return { x, w, h, top, colour, roof: roof(kind, x, w, top), windows }
    })
  }, [])
  return (
    <svg className="sc-city" viewBox={`0 0 440 ${BASE}`}>
      {drawn.map((b) => (
        <g key={b.x} data-scenery="building" style={{ fill: `var(--sc-b${b.colour})` }}>
          {b.roof ? <path d={b.roof} /> : null}
          <rect x={b.x} y={b.top} width={b.w} height={b.h} />
          <rect className="sc-shade" x={b.x + b.w - 5} y={b.top} width="5" height={b.h} />
          {b.windows.map((win) => (
            <rect key={`${win.x},${win.y}`} data-scenery="window" data-lit={litWindows && win.lit ? 'true' : undefined} x={win.x} y={win.y} width="5" height="7" />
          ))}
        </g>
      ))}
    </svg>
  )
}

const pine = (x: number, base: number, h: number) => {
  const w = h * 0.42
  return `M${x - w / 2} ${base - h * 0.3}L${x} ${base - h}L${x + w / 2} ${base - h * 0.3}ZM${x - w * 0.62} ${base}L${x} ${base - h * 0.62}L${x + w * 0.62} ${base}Z`
}
const round = (x: number, base: number, r: number) => `M${x - r} ${base - r}a${r} ${r} 0 1 1 ${r * 2} 0a${r} ${r} 0 1 1 ${-r * 2} 0ZM${x - 2} ${base - r}h4V${base}h-4Z`
const BACK_TREES = [pine(14, 96, 62), round(44, 96, 17), pine(70, 96, 78), pine(96, 96, 54), round(130, 96, 21), pine(160, 96, 70), pine(190, 96, 58), round(216, 96, 14)].join('')
const FRONT_TREES = [round(18, 70, 13), pine(44, 70, 52), pine(68, 70, 40), round(98, 70, 16), pine(126, 70, 46), round(150, 70, 10)].join('')

/** A band of woodland: two rows of trees as repeating patterns, so they never stretch. */
function Forest() {
  return (
    <svg data-scenery="forest" className="sc-forest">
      <defs>
        <pattern id="sc-trees-back" width="230" height="96" patternUnits="userSpaceOnUse">
          <path className="sc-tree-back" d={BACK_TREES} />
        </pattern>
        <pattern id="sc-trees-front" x="70" y="26" width="170" height="70" patternUnits="userSpaceOnUse">
          <path className="sc-tree-front" d={FRONT_TREES} />
        </pattern>
      </defs>
      <rect width="100%" height="96" fill="url(#sc-trees-back)" />
      <rect y="26" width="100%" height="70" fill="url(#sc-trees-front)" />
    </svg>
  )
}

const FLAME = 'M20 60C6 58 4 44 10 34c2 8 6 8 6 2 0-10 6-18 4-30 10 10 16 24 14 36-1 10-6 17-14 18Z'

function Bonfire() {
  return (
    <div data-scenery="bonfire" className="sc-bonfire">
      <div className="sc-fire-glow" data-anim={anim(['pulse', 1.8])} />
      <svg className="sc-flame" viewBox="0 0 40 60" data-anim={anim(['flicker', 0.9])}>
        <path d={FLAME} fill="#f46b2a" />
      </svg>
      <svg className="sc-flame is-mid" viewBox="0 0 40 60" data-anim={anim(['flicker', 0.7, -0.3])}>
        <path d={FLAME} fill="#ffa534" />
      </svg>
      <svg className="sc-flame is-core" viewBox="0 0 40 60" data-anim={anim(['flicker', 0.55, -0.2])}>
        <path d={FLAME} fill="#fff0a8" />
      </svg>
      <svg className="sc-logs" viewBox="0 0 60 16">
        <path d="M4 14 54 4" stroke="#5b3a24" strokeWidth="6" strokeLinecap="round" />
        <path d="M6 4l50 10" stroke="#6e4529" strokeWidth="6" strokeLinecap="round" />
      </svg>
      {[-8, 5, 12].map((dx, i) => (
        <span key={dx} className="sc-spark" data-dx={dx} data-anim={anim(['rise', 2.4, -i * 0.8])} />
      ))}
    </div>
  )
}

function Fireflies({ count }: { count: number }) {
  const swarm = useMemo(() => fireflySwarm(count), [count])
  return (
    <div className="sc-fill">
      {swarm.map((fly, i) => (
        <span
          key={i}
          data-scenery="firefly"
          className="sc-firefly"
          data-anim={anim([`wander${fly.path}`, fly.duration, fly.delay], ['glow', 2.6, fly.glowDelay])}
          style={{ left: `${fly.x}%`, bottom: `${fly.y}%` }}
        />
      ))}
    </div>
  )
}

export interface LandscapeProps {
  litWindows: boolean
  bonfire: boolean
  fireflies: number
  raining: boolean
}

/** Distant hills with the fort, the city, the woods, the near ground, the bonfire, fireflies, the plant. */
export function Landscape({ litWindows, bonfire, fireflies, raining }: LandscapeProps) {
  return (
    <div className="sc-land">
      <Hill path={HILL_FAR} viewBox="0 0 1000 300" className="sc-hill-far" />
      <Castle />
      <Hill path={HILL_MID} viewBox="0 0 1000 200" className="sc-hill-mid" />
      <City litWindows={litWindows} />
      <Forest />
      <Hill path={HILL_NEAR} viewBox="0 0 1000 100" className="sc-hill-near" />
      {bonfire ? <Bonfire /> : null}
      {fireflies > 0 ? <Fireflies count={fireflies} /> : null}
      <PottedPlant raining={raining} />
    </div>
  )
}
