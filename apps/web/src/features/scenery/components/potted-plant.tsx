// A potted plant in the corner: its leaves sway in the breeze; under rain they bounce in the
// drops, water drips from them and the pot fills.
import { anim } from '../lib/animations'

const LEAF = 'M0 0C-15-12-17-38 0-56 17-38 15-12 0 0Z'
/** angle (degrees), scale, back row. */
const leaves = [
  [-50, 1.05, true],
  [46, 1.1, true],
  [6, 1.45, true],
  [-28, 1.35, false],
  [24, 1.3, false],
  [-10, 1.55, false],
  [-72, 0.85, false],
  [70, 0.9, false],
] as const

export function PottedPlant({ raining }: { raining: boolean }) {
  return (
    <div data-scenery="plant" data-raining={raining ? 'true' : 'false'} className={raining ? 'sc-plant is-wet' : 'sc-plant'}>
      <svg className="sc-foliage" viewBox="0 0 100 100" data-anim={anim(['sway', raining ? 1.1 : 5])}>
        {leaves.map(([angle, scale, back]) => (
          <g key={angle} transform={`translate(50 100) rotate(${angle}) scale(${scale})`}>
            <path className={back ? 'sc-leaf-back' : 'sc-leaf'} d={LEAF} />
            <path className="sc-rib" d="M0-4V-50" />
          </g>
        ))}
        <circle cx="64" cy="22" r="6" fill="#f59e0b" />
        <circle cx="64" cy="22" r="3" fill="#fcd34d" />
      </svg>
      <svg className="sc-pot" viewBox="0 0 100 62">
        <path className="sc-pot-body" d="M14 14h72l-8 48H22Z" />
        <path d="M14 14h72l-1 6H15Z" fill="#000" opacity="0.15" />
        <rect className="sc-pot-rim" x="8" y="4" width="84" height="12" rx="3" />
        <ellipse cx="50" cy="5" rx="39" ry="3.5" fill="#4a2f1f" />
        <path d="M30 34h40M34 44h32" stroke="#f2a36f" strokeWidth="2.5" strokeLinecap="round" opacity="0.7" />
      </svg>
      <div className="sc-pot-water" />
      {raining ? [28, 50, 70].map((left, i) => <span key={left} className="sc-drip" style={{ left: `${left}%` }} data-anim={anim(['drip', 1.6, -i * 0.55])} />) : null}
    </div>
  )
}
