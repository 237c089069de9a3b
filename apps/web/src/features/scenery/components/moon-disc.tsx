import { useId } from 'react'
import { MOON_CYCLE_DAYS } from '@vishwas/domain'

/**
 * The lit part of the moon for its age in days (0 = new, 14.77 = full), as a path on a disc of
 * radius r centred on 0,0: the bright limb is a half circle, the terminator a half ellipse whose
 * width follows the cosine of the phase angle. Waxing lights the right side (as seen from India).
 */
export function moonLitPath(ageDays: number, r = 40): string {
  const phase = (((ageDays / MOON_CYCLE_DAYS) % 1) + 1) % 1
  const waxing = phase < 0.5
  const crescent = phase < 0.25 || phase > 0.75
  const rx = Math.round(Math.abs(Math.cos(2 * Math.PI * phase)) * r * 100) / 100
  const limb = waxing ? 1 : 0
  const terminator = waxing === crescent ? 0 : 1
  return `M0 ${-r}A${r} ${r} 0 0 ${limb} 0 ${r}A${rx} ${r} 0 0 ${terminator} 0 ${-r}Z`
}

/** Share of the disc that is lit, 0 to 1. */
export function moonIllumination(ageDays: number): number {
  return (1 - Math.cos((2 * Math.PI * ageDays) / MOON_CYCLE_DAYS)) / 2
}

const craters = [
  [-14, -12, 7],
  [12, 8, 9],
  [-6, 16, 5],
  [16, -16, 4],
  [-22, 6, 4],
] as const

/** The moon in its phase: a faint earthshine disc, the lit part, and craters on the lit part only. */
export function MoonDisc({ ageDays, className }: { ageDays: number; className?: string }) {
  const clipId = useId()
  const lit = moonLitPath(ageDays)
  return (
    <svg viewBox="-42 -42 84 84" className={className} aria-hidden="true">
      <circle r="40" fill="#2b3458" opacity="0.85" />
      <path d={lit} fill="#f5f1dc" />
      <clipPath id={clipId}>
        <path d={lit} />
      </clipPath>
      <g clipPath={`url(#${clipId})`} fill="#d9d3b8">
        {craters.map(([cx, cy, cr]) => (
          <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={cr} />
        ))}
      </g>
    </svg>
  )
}
