// A chart of figures over the range's buckets, drawn by uPlot (canvas, about 20 kB gzipped, only
// in the dashboard's chunk). The canvas is hidden from screen readers: ChartFigure puts the same
// figures beside it as a table.
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export interface ChartSeries {
  label: string
  values: number[]
  /** A colour that reads on white (the bars' fill is the same at a third of its strength). */
  color: string
}

export interface TimeChartProps {
  /** One label per bucket, in order. */
  labels: string[]
  series: ChartSeries[]
  kind: 'line' | 'bars'
  /** How a value reads on the axis. */
  formatValue: (value: number) => string
  height?: number
}

const MIN_WIDTH = 240

export function TimeChart({ labels, series, kind, formatValue, height = 220 }: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const width = () => Math.max(element.clientWidth, MIN_WIDTH)
    const bars = kind === 'bars' ? uPlot.paths.bars?.({ size: [0.7, 48], gap: 1 }) : undefined
    const options: uPlot.Options = {
      width: width(),
      height,
      // The legend names the series; the figures themselves are in the table beside the chart.
      legend: { live: false },
      cursor: { drag: { x: false, y: false }, points: { show: kind === 'line' } },
      scales: { x: { time: false, range: (_u, min, max) => (kind === 'bars' ? [min - 0.5, max + 0.5] : [min, max]) }, y: { range: (_u, _min, max) => [0, Math.max(max, 1)] } },
      axes: [
        {
          space: 56,
          grid: { show: false },
          values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
        },
        { size: 64, values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? formatValue(split) : '')) },
      ],
      series: [
        { label: 'Period' },
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          ...(bars ? { paths: bars, fill: `${s.color}55` } : {}),
          points: { show: kind === 'line' && labels.length <= 31 },
        })),
      ],
    }
    const chart = new uPlot(options, [labels.map((_, i) => i), ...series.map((s) => s.values)], element)
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height }))
    observer.observe(element)
    return () => {
      observer.disconnect()
      chart.destroy()
    }
  }, [labels, series, kind, formatValue, height])

  return <div ref={box} aria-hidden="true" className="dashboard-chart w-full overflow-hidden" />
}
