import { useState, type FormEvent } from 'react'
import { checkVisitSlots, type VisitAction, type VisitView } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { useTransitionVisit } from '../api/transition-visit'
import { visitCalendarHref } from '../api/transition-visit'
import { SlotFields, type SlotDraft } from './slot-fields'
import { draftToSlot, slotText, visitStatusLabels } from './slot-text'

const actionLabels: Record<Exclude<VisitAction, 'confirm' | 'accept' | 'propose'>, string> = { cancel: 'Cancel visit', complete: 'Mark completed', 'no-show': 'Mark no-show' }

/** One visit with what the viewer may do now (the server's allowedActions): confirm or accept a slot, propose another, cancel, complete, no-show. */
export function VisitCard({ visit, viewer }: { visit: VisitView; viewer: 'visitor' | 'host' }) {
  const move = useTransitionVisit()
  const [isProposing, setIsProposing] = useState(false)
  const [draft, setDraft] = useState<SlotDraft>({ start: '', minutes: 60 })
  const [problem, setProblem] = useState<string | null>(null)
  const can = (action: VisitAction) => visit.allowedActions.includes(action)
  const choose = can('confirm') ? 'confirm' : can('accept') ? 'accept' : null
  const title = viewer === 'host' ? visit.visitorName || 'A visitor' : visit.propertyTitle

  const propose = (event: FormEvent) => {
    event.preventDefault()
    const slot = draftToSlot(draft)
    const checked = slot ? checkVisitSlots([slot], new Date()) : undefined
    if (!checked?.ok) return setProblem(checked ? checked.error.message : 'Choose a date and time')
    setProblem(null)
    move.mutate({ visitId: visit.id, action: 'propose', version: visit.version, slots: checked.value }, { onSuccess: () => setIsProposing(false) })
  }
  const error = problem ?? (move.isError ? move.error.message : null)

  return (
    <article aria-label={`Visit: ${title}`} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="min-w-0 wrap-anywhere font-semibold text-slate-900">{title}</h3>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{visitStatusLabels[visit.status]}</span>
      </div>
      <p className="text-sm text-slate-700">
        {visit.mode === 'video' ? 'Video call' : 'In person'}
        {visit.status === 'requested' ? '' : `: ${slotText(visit.slot)}`}
      </p>
      {visit.status === 'requested' ? (
        <div className="text-sm text-slate-700">
          <p className="font-semibold">{visit.proposedBy === 'visitor' ? 'Times proposed by the visitor' : 'Time proposed by the seller'}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {visit.proposedSlots.map((slot) => (
              <li key={slot.start} className="flex flex-wrap items-center gap-2">
                <span>{slotText(slot)}</span>
                {choose ? (
                  <Button size="sm" disabled={move.isPending} onClick={() => move.mutate({ visitId: visit.id, action: choose, version: visit.version, slotStart: slot.start })}>
                    {choose === 'confirm' ? 'Confirm' : 'Accept'}
                    <span className="sr-only">{` ${slotText(slot)}`}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {visit.notes ? <p className="text-sm wrap-anywhere text-slate-600">{`Note: ${visit.notes}`}</p> : null}
      <div className="flex flex-wrap gap-2">
        {can('propose') && !isProposing ? (
          <Button size="sm" variant="secondary" onClick={() => setIsProposing(true)}>
            Propose another time
          </Button>
        ) : null}
        {(['cancel', 'complete', 'no-show'] as const).filter(can).map((action) => (
          <Button key={action} size="sm" variant="secondary" disabled={move.isPending} onClick={() => move.mutate({ visitId: visit.id, action, version: visit.version })}>
            {actionLabels[action]}
          </Button>
        ))}
        <a href={visitCalendarHref(visit.id)} download className="inline-flex min-h-9 items-center text-sm font-semibold text-teal-800 underline underline-offset-2">
          Add to calendar (.ics)
        </a>
      </div>
      {isProposing ? (
        <form onSubmit={propose} noValidate aria-label="Propose another time" className="flex flex-col gap-2">
          <SlotFields label="New time" value={draft} onChange={setDraft} />
          <div className="flex gap-2">
            <Button size="sm" type="submit" disabled={move.isPending}>
              Send proposal
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setIsProposing(false)}>
              Back
            </Button>
          </div>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </article>
  )
}
