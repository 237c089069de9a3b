import { useId } from 'react'
import { propertyStatuses, type PropertyStatus } from '@vishwas/domain'
import { humanize } from '../../../lib/format'

const WIDTH = 320
const HEIGHT = 170
const TOP = 22
const BOTTOM = 26
const GAP = 14

const barColours: Record<PropertyStatus, string> = {
  draft: '#64748b',
  active: '#047857',
  pending: '#b45309',
  sold: '#0f766e',
  rented: '#4338ca',
  inactive: '#be123c',
}

/** Each status's label and count, in SPEC's order: the chart's text alternative. */
export function statusChartDescription(byStatus: Readonly<Record<PropertyStatus, number>>): string {
  return propertyStatuses.map((status) => `${humanize(status)}: ${byStatus[status] ?? 0}`).join(', ')
}

/** A small bar chart of listings by status, drawn in SVG; screen readers hear every count. */
export function StatusChart({ byStatus, title = 'Listings by status' }: { byStatus: Readonly<Record<PropertyStatus, number>>; title?: string }) {
  const id = useId()
  const counts = propertyStatuses.map((status) => ({ status, count: byStatus[status] ?? 0 }))
  const max = Math.max(1, ...counts.map((c) => c.count))
  const slot = WIDTH / counts.length
  const barWidth = slot - GAP
  const plotHeight = HEIGHT - TOP - BOTTOM
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{statusChartDescription(byStatus)}</desc>
      <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#cbd5e1" strokeWidth="1" />
      {counts.map(({ status, count }, i) => {
        const height = Math.round((count / max) * plotHeight)
        const x = i * slot + GAP / 2
        const y = HEIGHT - BOTTOM - height
        return (
          <g key={status} aria-hidden="true">
            <rect x={x} y={y} width={barWidth} height={Math.max(height, count > 0 ? 2 : 0)} rx="4" fill={barColours[status]} />
            <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" fontSize="12" fontWeight="700" fill="#0f172a">
              {count}
            </text>
            <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#334155">
              {humanize(status)}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
