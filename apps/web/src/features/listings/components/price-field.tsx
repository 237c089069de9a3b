// A price as Indians type it ("50 L", "75 lakh", "1.2 Cr", "2 crore", "30k" or plain rupees),
// read by the domain's parser and echoed in words while typing ("₹1.2 Cr = ₹1,20,00,000"). A value
// that makes no sense gets the parser's message beside the field once the field is left (or the
// search is sent), and keeps it, updated, while it is corrected.
import { useId } from 'react'
import { describeRupees, formatRupees, formatRupeesShort, parseRupees } from '@vishwas/domain'
import { useIsHydrated } from '../../../lib/use-is-hydrated'

export type PriceReading = { rupees?: number; error?: string }

/** What a price field's text means: nothing (empty), whole rupees, or the message saying why not. */
export function readPrice(text: string): PriceReading {
  if (text.trim() === '') return {}
  const result = parseRupees(text)
  return result.ok ? { rupees: result.value } : { error: result.error.message }
}

/** The text a field starts with for a price from the address: '50 L' when that is exact, else '₹1,23,45,679'. */
export function priceText(rupees: number | undefined): string {
  if (rupees === undefined) return ''
  const short = formatRupeesShort(rupees)
  const exact = parseRupees(short)
  return exact.ok && exact.value === rupees ? short.replace(/^₹/, '') : formatRupees(rupees)
}

export const priceFieldClasses = {
  label: 'block text-sm font-medium text-slate-700',
  input:
    'mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400',
}

interface PriceFieldProps {
  label: string
  name: string
  text: string
  onTextChange: (text: string) => void
  /** Show a message for a value that makes no sense (after the field was left or the search sent). */
  showError: boolean
  onBlur?: () => void
  /** A message about this field from outside it (the minimum above the maximum). */
  rangeError?: string | undefined
}

export function PriceField({ label, name, text, onTextChange, showError, onBlur, rangeError }: PriceFieldProps) {
  const id = useId()
  // Drawn by the server, the field takes no typing until the browser has taken the page over.
  const isHydrated = useIsHydrated()
  const reading = readPrice(text)
  const error = showError && reading.error ? reading.error : rangeError
  const echo = reading.rupees !== undefined ? describeRupees(reading.rupees) : undefined
  const noteId = `${id}-note`
  return (
    <div>
      <label htmlFor={id} className={priceFieldClasses.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. 50 L or 1.2 Cr"
        value={text}
        readOnly={!isHydrated}
        onChange={(event) => onTextChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || echo ? noteId : undefined}
        className={`${priceFieldClasses.input} ${error ? 'border-rose-600' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={noteId} className="mt-1 text-sm font-medium text-rose-800">
          {error}
        </p>
      ) : echo ? (
        <p id={noteId} className="mt-1 text-sm text-slate-700">
          {echo}
        </p>
      ) : null}
    </div>
  )
}
