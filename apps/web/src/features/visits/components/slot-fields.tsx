import { useId } from 'react'

export const SLOT_DURATIONS = [30, 60, 90, 120, 180] as const

export type SlotDraft = { start: string; minutes: number }

const field = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500'

/** One slot's start (India's wall clock, as the listing is in India) and length. */
export function SlotFields({ label, value, onChange }: { label: string; value: SlotDraft; onChange: (next: SlotDraft) => void }) {
  const startId = useId()
  const lengthId = useId()
  return (
    <fieldset className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_9rem]">
      <legend className="sr-only">{label}</legend>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={startId} className="text-xs font-semibold text-slate-700">
          {`${label}: starts (India time)`}
        </label>
        <input id={startId} type="datetime-local" required value={value.start} step={900} onChange={(event) => onChange({ ...value, start: event.target.value })} className={field} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={lengthId} className="text-xs font-semibold text-slate-700">
          {`${label}: length`}
        </label>
        <select id={lengthId} value={value.minutes} onChange={(event) => onChange({ ...value, minutes: Number(event.target.value) })} className={field}>
          {SLOT_DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes < 60 ? `${minutes} min` : `${minutes / 60} h`}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}
