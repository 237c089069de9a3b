import { useId } from 'react'
import { parseVertices } from '@vishwas/domain'

interface PlotOutlineProps {
  /** The geofence ring; vertices may be numbers or numeric strings. */
  vertices: unknown
  /** Accessible description; the drawing is decorative when omitted. */
  label?: string
  /** Width over height of the drawing, so it fills its box (e.g. 16 / 9 on cards). */
  aspect?: number
  className?: string
}

const HEIGHT = 100
// More room at the top, where cards lay their badges over the drawing.
const PAD = { top: 20, bottom: 10, x: 12 }

/**
 * Projects a geofence ring to the SVG box: longitude scaled by cos(latitude) so the shape keeps
 * its true proportions, north up, fitted and centred with padding.
 */
export function outlinePoints(vertices: unknown, aspect = 1): Array<[number, number]> {
  const width = HEIGHT * aspect
  const parsed = parseVertices(vertices).map((v) => ({ lat: v.latitude, lng: v.longitude }))
  if (parsed.length < 3) return []
  const meanLat = parsed.reduce((sum, v) => sum + v.lat, 0) / parsed.length
  const kx = Math.cos((meanLat * Math.PI) / 180)
  const xs = parsed.map((v) => v.lng * kx)
  const ys = parsed.map((v) => -v.lat)
  const minX = Math.min(...xs)
  const minY = Math.min(...ys)
  const spanX = Math.max(...xs) - minX
  const spanY = Math.max(...ys) - minY
  if (!(Math.max(spanX, spanY) > 0)) return []
  const innerHeight = HEIGHT - PAD.top - PAD.bottom
  const scale = Math.min(spanX > 0 ? (width - 2 * PAD.x) / spanX : Infinity, spanY > 0 ? innerHeight / spanY : Infinity)
  const offsetX = (width - spanX * scale) / 2
  const offsetY = PAD.top + (innerHeight - spanY * scale) / 2
  return xs.map((x, i) => [round((x - minX) * scale + offsetX), round(((ys[i] ?? 0) - minY) * scale + offsetY)])
}

function round(n: number): number {
  return Math.round(n * 100) / 100
}

/** The plot's boundary drawn from its geofence: an honest picture when a listing has no photos. */
export function PlotOutline({ vertices, label, aspect = 1, className = '' }: PlotOutlineProps) {
  const id = useId()
  const width = HEIGHT * aspect
  const points = outlinePoints(vertices, aspect)
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const }
  return (
    <svg viewBox={`0 0 ${round(width)} ${HEIGHT}`} className={className} {...a11y}>
      <defs>
        <linearGradient id={`${id}-ground`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#ecfdf5" />
          <stop offset="100%" stopColor="#d1fae5" />
        </linearGradient>
        <pattern id={`${id}-grid`} width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M10 0H0V10" fill="none" stroke="#a7f3d0" strokeWidth="0.4" />
        </pattern>
        <linearGradient id={`${id}-plot`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#5eead4" stopOpacity="0.75" />
          <stop offset="100%" stopColor="#14b8a6" stopOpacity="0.55" />
        </linearGradient>
      </defs>
      <rect width={width} height={HEIGHT} fill={`url(#${id}-ground)`} />
      <rect width={width} height={HEIGHT} fill={`url(#${id}-grid)`} />
      {points.length > 0 ? (
        <>
          <polygon
            points={points.map((p) => p.join(',')).join(' ')}
            fill={`url(#${id}-plot)`}
            stroke="#0f5f5a"
            strokeWidth="2.5"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          {points.map(([x, y], i) => (
            <circle key={i} cx={x} cy={y} r="1.4" fill="#ffffff" stroke="#0f5f5a" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
          ))}
        </>
      ) : (
        <text x={width / 2} y="54" textAnchor="middle" fontSize="8" fill="#065f46">
          No boundary
        </text>
      )}
      <g transform={`translate(${round(width - 9)} 84)`} aria-hidden="true">
        <path d="M0 -7 3 3 0 1 -3 3z" fill="#0f5f5a" />
        <text y="11" textAnchor="middle" fontSize="6" fill="#0f5f5a">
          N
        </text>
      </g>
    </svg>
  )
}
