// A deal's page: its parties, amounts and status, the steps the caller may take now (from the
// server's allowedActions), and the timeline of every step with who and when.
import { useId, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { formatPaise, type DealAction, type DealStatus, type DealWithTimelineView } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { fieldClasses } from '../../../components/ui/rupee-field'
import { formatDate, humanize } from '../../../lib/format'
import { useDeal } from '../api/get-deal'
import { useTransitionDeal } from '../api/transition-deal'

const statusTones: Record<DealStatus, BadgeTone> = {
  draft: 'slate',
  negotiation: 'amber',
  agreed: 'teal',
  'escrow-funded': 'teal',
  'documents-verified': 'teal',
  completed: 'emerald',
  cancelled: 'rose',
}

export const actionLabels: Record<DealAction, string> = {
  negotiate: 'Start negotiation',
  agree: 'Mark as agreed',
  'fund-escrow': 'Escrow funded by the token payment',
  'verify-documents': 'Confirm documents verified',
  complete: 'Complete the deal',
  cancel: 'Cancel the deal',
}

/** `payment`: the token-in-escrow panel (the payments feature's), shown under the deal's facts. */
export function DealPage({ dealId, payment }: { dealId: string; payment?: (deal: DealWithTimelineView) => ReactNode }) {
  const { data: deal, error, isPending } = useDeal(dealId)
  if (isPending) return <LoadingDots className="min-h-64" />
  if (error) {
    return (
      <Card className="p-5">
        <p role="alert" className="text-sm font-medium text-rose-800">
          {error.message}
        </p>
      </Card>
    )
  }
  return <DealDetails deal={deal} payment={payment} />
}

function DealDetails({ deal, payment }: { deal: DealWithTimelineView; payment?: ((deal: DealWithTimelineView) => ReactNode) | undefined }) {
  const step = useTransitionDeal()
  const [note, setNote] = useState('')
  const noteId = useId()
  return (
    <div className="flex flex-col gap-5">
      <title>{`Deal: ${deal.propertyTitle}`}</title>
      <Card className="p-5 sm:p-6">
        <p className="text-sm font-semibold text-teal-800">{`${humanize(deal.type)} deal`}</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight wrap-anywhere text-slate-900">
          <Link to={`/${deal.propertyId}`} className="underline-offset-2 hover:underline">
            {deal.propertyTitle}
          </Link>
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge tone={statusTones[deal.status]}>{humanize(deal.status)}</Badge>
          <span className="font-mono text-xs">{deal.propertyReference}</span>
        </div>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-semibold text-slate-900">{formatPaise(deal.amountPaise)}</dd>
          {deal.tokenAmountPaise !== null ? (
            <>
              <dt className="text-slate-600">Token</dt>
              <dd className="text-slate-900">{formatPaise(deal.tokenAmountPaise)}</dd>
            </>
          ) : null}
          {deal.parties.map((party) => (
            <div key={party.userId} className="contents">
              <dt className="text-slate-600">{humanize(party.role)}</dt>
              <dd className="wrap-anywhere text-slate-900">{party.name}</dd>
            </div>
          ))}
        </dl>
        {deal.terms ? <p className="mt-3 text-sm whitespace-pre-line wrap-anywhere text-slate-700">{deal.terms}</p> : null}
      </Card>

      {payment?.(deal)}

      {deal.allowedActions.length > 0 ? (
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="deal-actions-heading" className="flex flex-col gap-3">
            <h2 id="deal-actions-heading" className="text-lg font-bold text-slate-900">
              Next step
            </h2>
            <div>
              <label htmlFor={noteId} className={fieldClasses.label}>
                Note for the timeline (optional)
              </label>
              <textarea id={noteId} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} className={fieldClasses.textarea} />
            </div>
            <div className="flex flex-wrap gap-2">
              {deal.allowedActions.map((action) => (
                <Button
                  key={action}
                  variant={action === 'cancel' ? 'secondary' : 'primary'}
                  disabled={step.isPending}
                  onClick={() => step.mutate({ id: deal.id, action, version: deal.version, ...(note.trim() ? { note: note.trim() } : {}) }, { onSuccess: () => setNote('') })}
                >
                  {actionLabels[action]}
                </Button>
              ))}
            </div>
            {step.isError ? (
              <p role="alert" className="text-sm font-medium text-rose-800">
                {step.error.message}
              </p>
            ) : null}
          </section>
        </Card>
      ) : null}

      <Card className="p-5 sm:p-6">
        <section aria-labelledby="deal-timeline-heading">
          <h2 id="deal-timeline-heading" className="text-lg font-bold text-slate-900">
            Timeline
          </h2>
          <ol className="mt-3 flex flex-col gap-3 border-l-2 border-teal-700/30 pl-4">
            {deal.timeline.map((event) => (
              <li key={event.id} className="text-sm">
                <p className="font-semibold text-slate-900">{event.fromStatus ? `${humanize(event.fromStatus)} → ${humanize(event.toStatus)}` : `Opened as ${humanize(event.toStatus)}`}</p>
                <p className="text-slate-600">{`${event.actorName ?? 'System'} · ${formatDate(event.createdAt) ?? ''} ${new Date(event.createdAt).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' })}`}</p>
                {event.note ? <p className="whitespace-pre-line wrap-anywhere text-slate-700">{event.note}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      </Card>
    </div>
  )
}
