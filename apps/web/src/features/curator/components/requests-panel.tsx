import { useId, useState } from 'react'
import { Link } from 'react-router'
import { MAX_REQUEST_MESSAGE_CHARS, type RepresentationRequestStatus } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { propertyHref } from '../../../config/paths'
import { formatDate } from '../../../lib/format'
import { useCreateRequest } from '../api/create-request'
import { useSentRequests } from '../api/get-sent-requests'
import { useWithdrawRequest } from '../api/withdraw-request'

const statusTone: Record<RepresentationRequestStatus, BadgeTone> = { pending: 'amber', accepted: 'emerald', declined: 'rose', withdrawn: 'slate' }
const statusLabel: Record<RepresentationRequestStatus, string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined', withdrawn: 'Withdrawn' }

/** The dealer's requests to represent listings: ask for one by its reference, see each with its status, withdraw a pending one. */
export function RequestsPanel() {
  const id = useId()
  const { data, error, isPending, refetch } = useSentRequests()
  const create = useCreateRequest()
  const withdraw = useWithdrawRequest()
  const [propertyId, setPropertyId] = useState('')
  const [message, setMessage] = useState('')
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        Requests to represent
      </h2>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          const body = { propertyId: propertyId.trim(), ...(message.trim() ? { message: message.trim() } : {}) }
          create.mutate(body, {
            onSuccess: () => {
              setPropertyId('')
              setMessage('')
            },
          })
        }}
      >
        <label htmlFor={`${id}-property`} className="text-sm font-semibold text-slate-800">
          Listing reference
        </label>
        <input
          id={`${id}-property`}
          required
          value={propertyId}
          placeholder="PROP-…"
          onChange={(event) => setPropertyId(event.target.value)}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
        />
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-slate-800">
          Message to the owners (optional)
        </label>
        <textarea
          id={`${id}-message`}
          rows={2}
          maxLength={MAX_REQUEST_MESSAGE_CHARS}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className="rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-900"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={create.isPending || propertyId.trim() === ''}>
            {create.isPending ? 'Sending…' : 'Ask to represent'}
          </Button>
          <span role="status" className="text-sm text-slate-700">
            {create.isSuccess ? 'Request sent. The owners will accept or decline it.' : ''}
          </span>
        </div>
        {create.isError ? (
          <p role="alert" className="text-sm font-medium text-rose-800">
            {create.error.message}
          </p>
        ) : null}
      </form>
      {isPending ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
      {withdraw.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {withdraw.error.message}
        </p>
      ) : null}
      {data && data.requests.length === 0 ? <p className="text-sm text-slate-600">You have not asked to represent any listing yet.</p> : null}
      {data && data.requests.length > 0 ? (
        <ul aria-label="Your requests" className="flex flex-col divide-y divide-slate-100">
          {data.requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-2 py-3">
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <Link to={propertyHref(request.property.reference)} className="font-semibold wrap-anywhere text-slate-900 underline-offset-2 hover:underline">
                  {request.property.title}
                </Link>
                <p className="text-sm text-slate-600">{`${request.property.reference} · asked ${formatDate(request.createdAt) ?? ''}`}</p>
              </div>
              <Badge tone={statusTone[request.status]}>{statusLabel[request.status]}</Badge>
              {request.status === 'pending' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Withdraw request for ${request.property.title}`}
                  disabled={withdraw.isPending && withdraw.variables === request.id}
                  onClick={() => withdraw.mutate(request.id)}
                >
                  Withdraw
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
