// The dashboard's range: three presets (the last 7, 30 or 90 days) and a custom range with its
// bucket size. The chosen range lives in the address, so it survives a reload and can be shared.
import { useState, type FormEvent } from 'react'
import { dashboardIntervals, resolveDashboardRange, type DashboardInterval, type DashboardRange } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { PRESET_DAYS, suggestedInterval } from '../lib/dashboard-range'

const intervalLabels: Record<DashboardInterval, string> = { day: 'Days', week: 'Weeks', month: 'Months' }

interface DateRangePickerProps {
  range: DashboardRange | null
  preset: number | null
  /** Today in India (YYYY-MM-DD): the presets end on it and no date after it is offered. */
  today: string
  onPreset: (days: number) => void
  onCustom: (range: DashboardRange) => void
}

export function DateRangePicker({ range, preset, today, onPreset, onCustom }: DateRangePickerProps) {
  const [from, setFrom] = useState(range?.from ?? '')
  const [to, setTo] = useState(range?.to ?? today)
  const [bucket, setBucket] = useState<DashboardInterval | 'auto'>('auto')
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const resolved = resolveDashboardRange({ from: from || undefined, to: to || undefined }, new Date())
    if (!resolved.ok) return setError(resolved.error)
    setError(null)
    onCustom({ ...resolved.value, interval: bucket === 'auto' ? suggestedInterval(resolved.value.from, resolved.value.to) : bucket })
  }

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {PRESET_DAYS.map((days) => (
          <Button key={days} size="sm" variant={preset === days ? 'primary' : 'secondary'} aria-pressed={preset === days} onClick={() => onPreset(days)}>
            Last {days} days
          </Button>
        ))}
      </div>
      <form onSubmit={submit} aria-label="Custom date range" className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-semibold text-slate-800">From</span>
          <input type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} className="rounded-lg border border-slate-300 bg-white px-2 py-1.5" />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold text-slate-800">To</span>
          <input type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} className="rounded-lg border border-slate-300 bg-white px-2 py-1.5" />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold text-slate-800">By</span>
          <select value={bucket} onChange={(e) => setBucket(e.target.value as DashboardInterval | 'auto')} className="rounded-lg border border-slate-300 bg-white px-2 py-1.5">
            <option value="auto">Best fit</option>
            {dashboardIntervals.map((i) => (
              <option key={i} value={i}>
                {intervalLabels[i]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" variant={preset === null && range ? 'primary' : 'secondary'}>
          Show
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
