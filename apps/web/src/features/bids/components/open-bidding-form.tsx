import { checkBiddingTerms, parseRupees, rupeesToPaise } from '@vishwas/domain'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { useOpenBidding } from '../api/open-bidding'

const field =
  'min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500'

/** A date-time input's value (local time) a week from now. */
function inAWeek(now = new Date()): string {
  const later = new Date(now.getTime() + 7 * 86_400_000)
  const local = new Date(later.getTime() - later.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

/** The property side opens its listing for sale to bids: reserve, increment, opening bid and closing time. */
export function OpenBiddingForm({ propertyId }: { propertyId: string }) {
  const id = useId()
  const [reserve, setReserve] = useState('')
  const [increment, setIncrement] = useState('')
  const [starting, setStarting] = useState('')
  const [closes, setCloses] = useState(() => inAWeek())
  const [problem, setProblem] = useState<string>()
  const open = useOpenBidding(propertyId)

  function rupees(label: string, text: string): number | string {
    const parsed = parseRupees(text)
    return parsed.ok ? rupeesToPaise(parsed.value) : `${label}: ${parsed.error.message}`
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setProblem(undefined)
    const reservePaise = rupees('Reserve', reserve)
    const incrementPaise = rupees('Minimum increment', increment)
    const startingPaise = starting.trim() === '' ? undefined : rupees('Opening bid', starting)
    for (const value of [reservePaise, incrementPaise, startingPaise]) if (typeof value === 'string') return setProblem(value)
    const closesAt = new Date(closes)
    if (Number.isNaN(closesAt.getTime())) return setProblem('Choose when bidding closes')
    const terms = { reservePaise: reservePaise as number, incrementPaise: incrementPaise as number, closesAt: closesAt.toISOString(), ...(startingPaise === undefined ? {} : { startingPaise: startingPaise as number }) }
    const checked = checkBiddingTerms(terms, new Date())
    if (!checked.ok) return setProblem(checked.error)
    open.mutate(terms)
  }

  const shown = problem ?? (open.isError ? open.error.message : undefined)
  return (
    <form onSubmit={submit} aria-label="Open bidding" className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reserve`} className="text-sm font-semibold text-slate-800">
          Reserve (₹)
        </label>
        <input id={`${id}-reserve`} inputMode="decimal" value={reserve} onChange={(e) => setReserve(e.target.value)} placeholder="60 L" className={field} aria-describedby={`${id}-reserve-hint`} />
        <p id={`${id}-reserve-hint`} className="text-xs text-slate-600">
          The least you accept; bidders never see it.
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-increment`} className="text-sm font-semibold text-slate-800">
          Minimum increment (₹)
        </label>
        <input id={`${id}-increment`} inputMode="decimal" value={increment} onChange={(e) => setIncrement(e.target.value)} placeholder="1 L" className={field} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-starting`} className="text-sm font-semibold text-slate-800">
          Opening bid (₹, optional)
        </label>
        <input id={`${id}-starting`} inputMode="decimal" value={starting} onChange={(e) => setStarting(e.target.value)} placeholder="The increment" className={field} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-closes`} className="text-sm font-semibold text-slate-800">
          Bidding closes
        </label>
        <input id={`${id}-closes`} type="datetime-local" value={closes} onChange={(e) => setCloses(e.target.value)} className={field} />
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        {shown ? (
          <p role="alert" className="text-sm font-medium text-rose-800">
            {shown}
          </p>
        ) : null}
        <Button type="submit" disabled={open.isPending} className="w-fit">
          {open.isPending ? 'Opening…' : 'Open bidding'}
        </Button>
      </div>
    </form>
  )
}
