// An amount of money as Indians type it ("80 L", "1.2 Cr", "45000"), read by the domain's parser
// and echoed in words; the form gets whole paise, the unit the API takes.
import { useId } from 'react'
import { describeRupees, parseRupees, rupeesToPaise } from '@vishwas/domain'

export type RupeeReading = { paise?: number; error?: string }

/** What the text means: nothing (empty), whole paise, or the parser's message. */
export function readRupees(text: string): RupeeReading {
  if (text.trim() === '') return {}
  const result = parseRupees(text)
  return result.ok ? { paise: rupeesToPaise(result.value) } : { error: result.error.message }
}

const inputClasses =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400'

interface RupeeFieldProps {
  label: string
  name: string
  text: string
  onTextChange: (text: string) => void
  /** A message about the field from the form or the server. */
  error?: string | undefined
  required?: boolean
}

export function RupeeField({ label, name, text, onTextChange, error, required = false }: RupeeFieldProps) {
  const id = useId()
  const reading = readRupees(text)
  const message = error ?? reading.error
  const noteId = `${id}-note`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        spellCheck={false}
        required={required}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={noteId}
        placeholder="e.g. 80 L or 45,000"
        className={inputClasses}
      />
      <p id={noteId} className={`mt-1 text-xs ${message ? 'font-medium text-rose-800' : 'text-slate-600'}`}>
        {message ?? (reading.paise !== undefined ? describeRupees(reading.paise / 100) : 'In rupees: lakh (L) and crore (Cr) work too.')}
      </p>
    </div>
  )
}

export const fieldClasses = {
  label: 'block text-sm font-medium text-slate-700',
  input: inputClasses,
  textarea:
    'mt-1 block min-h-20 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400',
}

/** A date picked in a form (YYYY-MM-DD) as the end of that day in India, as the API takes it. */
export const endOfDayInIndia = (date: string) => `${date}T23:59:59+05:30`
