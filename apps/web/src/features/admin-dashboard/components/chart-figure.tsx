// One chart with its title and, for screen readers and anyone who prefers numbers, the same
// figures as a table (folded under the chart).
import { useId } from 'react'
import { TimeChart, type ChartSeries } from './time-chart'

interface ChartFigureProps {
  title: string
  description?: string
  /** Short labels for the axis, long ones for the table, one per bucket. */
  labels: string[]
  longLabels: string[]
  series: ChartSeries[]
  kind: 'line' | 'bars'
  formatValue: (value: number) => string
  /** How a value reads in the table (formatValue when not given). */
  formatCell?: (value: number, seriesIndex: number) => string
}

export function ChartFigure({ title, description, labels, longLabels, series, kind, formatValue, formatCell = formatValue }: ChartFigureProps) {
  const titleId = useId()
  return (
    <figure aria-labelledby={titleId} className="min-w-0 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-4">
      <figcaption>
        <h3 id={titleId} className="font-bold text-slate-900">
          {title}
        </h3>
        {description ? <p className="text-xs text-slate-600">{description}</p> : null}
      </figcaption>
      <div className="mt-2">
        <TimeChart labels={labels} series={series} kind={kind} formatValue={formatValue} />
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-teal-800 focus-visible:outline-3 focus-visible:outline-amber-500">Show as a table</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-white">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Period
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="py-1 pr-3 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {longLabels.map((label, row) => (
                <tr key={label} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {label}
                  </th>
                  {series.map((s, column) => (
                    <td key={s.label} className="py-1 pr-3 text-right tabular-nums">
                      {formatCell(s.values[row] ?? 0, column)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
