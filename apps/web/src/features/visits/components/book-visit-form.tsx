import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { MAX_PROPOSED_SLOTS, checkVisitSlots, visitSlotMessages } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { useBookVisit } from '../api/book-visit'
import { SlotFields, type SlotDraft } from './slot-fields'
import { draftToSlot, slotText } from './slot-text'

const emptySlot = (): SlotDraft => ({ start: '', minutes: 60 })

/** "Book a visit": up to three slots, in person or by video, and a note for the host. */
export function BookVisitForm({ propertyId }: { propertyId: string }) {
  const [slots, setSlots] = useState<SlotDraft[]>([emptySlot()])
  const [mode, setMode] = useState<'in-person' | 'video'>('in-person')
  const [notes, setNotes] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const book = useBookVisit()
  const notesId = useId()
  const errorId = useId()

  if (book.isSuccess) {
    return (
      <p role="status" className="text-sm text-slate-700">
        {`Visit requested for ${book.data.proposedSlots.map(slotText).join(' or ')}. The seller will confirm a time. `}
        <Link to={paths.myActivity} className="font-semibold text-teal-800 underline underline-offset-2">
          Your visits
        </Link>
      </p>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const chosen = slots.map(draftToSlot)
    if (chosen.some((slot) => !slot)) return setProblem(visitSlotMessages.invalidTime)
    const checked = checkVisitSlots(chosen.flatMap((slot) => (slot ? [slot] : [])), new Date())
    if (!checked.ok) return setProblem(`Slot ${checked.error.index + 1}: ${checked.error.message}`)
    setProblem(null)
    book.mutate({ propertyId, slots: checked.value, mode, ...(notes.trim() ? { notes: notes.trim() } : {}) })
  }
  const error = problem ?? (book.isError ? book.error.message : null)

  return (
    <form onSubmit={submit} noValidate aria-label="Book a visit" aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
      <p className="text-xs text-slate-600">Propose up to three times between 07:00 and 21:00 India time; the seller confirms one or suggests another.</p>
      {slots.map((slot, index) => (
        <div key={index} className="flex flex-col gap-1">
          <SlotFields label={`Slot ${index + 1}`} value={slot} onChange={(next) => setSlots(slots.map((other, i) => (i === index ? next : other)))} />
          {slots.length > 1 ? (
            <Button size="sm" variant="ghost" className="self-start" onClick={() => setSlots(slots.filter((_, i) => i !== index))}>
              {`Remove slot ${index + 1}`}
            </Button>
          ) : null}
        </div>
      ))}
      {slots.length < MAX_PROPOSED_SLOTS ? (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => setSlots([...slots, emptySlot()])}>
          Add another time
        </Button>
      ) : null}
      <fieldset className="flex flex-wrap gap-4 text-sm text-slate-800">
        <legend className="mb-1 text-xs font-semibold text-slate-700">How</legend>
        {(['in-person', 'video'] as const).map((value) => (
          <label key={value} className="flex min-h-9 items-center gap-2">
            <input type="radio" name="visit-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
            {value === 'in-person' ? 'In person' : 'Video call'}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={notesId} className="text-xs font-semibold text-slate-700">
          Note for the seller (optional)
        </label>
        <textarea id={notesId} value={notes} maxLength={1000} rows={2} onChange={(event) => setNotes(event.target.value)} className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500" />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={book.isPending}>
        {book.isPending ? 'Sending…' : 'Request visit'}
      </Button>
    </form>
  )
}
