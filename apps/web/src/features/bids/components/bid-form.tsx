import { parseRupees, rupeesToPaise, formatPaise, describeRupees } from '@vishwas/domain'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { usePlaceBid } from '../api/place-bid'

/** The short bid form: an amount in rupees ('55 L', '55,00,000'), at least the minimum next bid. */
export function BidForm({ propertyId, minimumPaise }: { propertyId: string; minimumPaise: number }) {
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<string>()
  const place = usePlaceBid(propertyId)
  const fieldId = useId()
  const errorId = `${fieldId}-error`
  const parsed = amount.trim() === '' ? undefined : parseRupees(amount)

  function submit(event: FormEvent) {
    event.preventDefault()
    setProblem(undefined)
    const rupees = parseRupees(amount)
    if (!rupees.ok) return setProblem(rupees.error.message)
    const amountPaise = rupeesToPaise(rupees.value)
    if (amountPaise < minimumPaise) return setProblem(`Your bid must be at least ${formatPaise(minimumPaise)}`)
    place.mutate({ amountPaise }, { onSuccess: () => setAmount('') })
  }

  const shown = problem ?? (place.isError ? place.error.message : undefined)
  return (
    <form onSubmit={submit} aria-label="Place a bid" className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
        Your bid (₹)
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={fieldId}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder={`${formatPaise(minimumPaise)} or more`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500 sm:w-auto"
        />
        <Button type="submit" disabled={place.isPending}>
          {place.isPending ? 'Placing…' : 'Place bid'}
        </Button>
      </div>
      {parsed?.ok ? <p className="text-xs text-slate-600">{describeRupees(parsed.value)}</p> : null}
      {shown ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-rose-800">
          {shown}
        </p>
      ) : null}
      {place.isSuccess ? (
        <p role="status" className="text-sm font-medium text-teal-900">
          {`Your bid of ${formatPaise(place.data.bid.amountPaise)} is the highest.`}
        </p>
      ) : null}
    </form>
  )
}
