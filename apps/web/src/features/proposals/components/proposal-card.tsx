// One offer with its price history and what the caller may do now: counter with a new price,
// accept (a draft deal opens), reject, or withdraw. Buttons come from the server's allowedActions.
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { formatPaise, type ProposalStatus, type ProposalView } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { RupeeField, readRupees } from '../../../components/ui/rupee-field'
import { formatDate } from '../../../lib/format'
import { dealHref } from '../api/deal-links'
import { useTransitionProposal } from '../api/transition-proposal'

const statusTones: Record<ProposalStatus, BadgeTone> = { sent: 'teal', countered: 'amber', accepted: 'emerald', rejected: 'rose', withdrawn: 'slate', expired: 'slate' }

export function ProposalCard({ proposal }: { proposal: ProposalView }) {
  const act = useTransitionProposal()
  const [isCountering, setIsCountering] = useState(false)
  const [price, setPrice] = useState('')
  const [priceError, setPriceError] = useState<string>()
  const headingId = useId()
  const can = (action: string) => proposal.allowedActions.includes(action as ProposalView['allowedActions'][number])
  const send = (action: 'accept' | 'reject' | 'withdraw') => act.mutate({ id: proposal.id, action, version: proposal.version })
  const counter = (event: FormEvent) => {
    event.preventDefault()
    const reading = readRupees(price)
    if (reading.paise === undefined) {
      setPriceError(reading.error ?? 'Enter your new price')
      return
    }
    act.mutate({ id: proposal.id, action: 'counter', amountPaise: reading.paise, version: proposal.version }, { onSuccess: () => setIsCountering(false) })
  }
  const waiting = proposal.side !== null && proposal.allowedActions.every((action) => action === 'withdraw') && (proposal.status === 'sent' || proposal.status === 'countered')

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="min-w-0 flex-1 font-semibold wrap-anywhere text-slate-900">
          <Link to={`/${proposal.propertyId}`} className="underline-offset-2 hover:underline">
            {proposal.propertyTitle}
          </Link>
        </h3>
        <Badge tone={statusTones[proposal.status]}>{proposal.status}</Badge>
      </div>
      <p className="text-sm text-slate-700">
        <span className="text-lg font-bold text-slate-900">{formatPaise(proposal.amountPaise)}</span>
        {` · from ${proposal.fromName} · valid until ${formatDate(proposal.validUntil) ?? ''}`}
      </p>
      {proposal.terms ? <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">{proposal.terms}</p> : null}
      <ol aria-label="Price history" className="flex flex-col gap-0.5 text-xs text-slate-600">
        {proposal.rounds.map((round) => (
          <li key={round.round}>{`${round.round}. ${round.side === 'buyer' ? 'Buyer' : 'Seller'}: ${formatPaise(round.amountPaise)} (${formatDate(round.createdAt) ?? ''})`}</li>
        ))}
      </ol>
      {waiting ? <p className="text-sm text-slate-600">Waiting for the other side to answer.</p> : null}
      {proposal.dealId ? (
        <Link to={dealHref(proposal.dealId)} className="w-fit text-sm font-semibold text-teal-800 underline underline-offset-2">
          Open the draft deal
        </Link>
      ) : null}
      {isCountering ? (
        <form onSubmit={counter} noValidate aria-label="Counter-offer" className="flex flex-col gap-2">
          <RupeeField label="Your counter-offer" name="counter" text={price} onTextChange={setPrice} error={priceError} required />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={act.isPending}>
              Send counter-offer
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setIsCountering(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {can('accept') ? (
            <Button size="sm" disabled={act.isPending} onClick={() => send('accept')}>
              Accept
            </Button>
          ) : null}
          {can('counter') ? (
            <Button size="sm" variant="secondary" disabled={act.isPending} onClick={() => setIsCountering(true)}>
              Counter
            </Button>
          ) : null}
          {can('reject') ? (
            <Button size="sm" variant="secondary" disabled={act.isPending} onClick={() => send('reject')}>
              Reject
            </Button>
          ) : null}
          {can('withdraw') ? (
            <Button size="sm" variant="secondary" disabled={act.isPending} onClick={() => send('withdraw')}>
              Withdraw
            </Button>
          ) : null}
        </div>
      )}
      {act.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {act.error.message}
        </p>
      ) : null}
    </article>
  )
}
