import { useId, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { inquiryStatuses, type InquiryAction, type InquiryStatus } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Pagination } from '../../../components/ui/pagination'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { env } from '../../../config/env'
import { adminPropertyHref, paths } from '../../../config/paths'
import { humanize, plural } from '../../../lib/format'
import type { AdminInquiry } from '../api/admin-inquiry-types'
import { useAdminInquiries } from '../api/get-admin-inquiries'
import { useAdminInquiry } from '../api/get-admin-inquiry'
import { useMoveAdminInquiry } from '../api/move-admin-inquiry'

const actionLabels: Record<InquiryAction, string> = { contact: 'Mark contacted', qualify: 'Mark qualified', close: 'Close', 'mark-spam': 'Mark as spam' }
const statusTones: Record<InquiryStatus, BadgeTone> = { new: 'amber', contacted: 'teal', qualified: 'emerald', closed: 'slate', spam: 'rose' }
const field = 'mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500'
const when = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })
const at = (value: string) => when.format(new Date(value)).replace(/\u202f/g, ' ')

/** One inquiry's thread (read only: admins do not answer for the seller) and the status moves an admin may make. */
function Thread({ inquiry }: { inquiry: AdminInquiry }) {
  const { data, error, isPending, refetch } = useAdminInquiry(inquiry.id)
  const move = useMoveAdminInquiry()
  if (isPending) return <LoadingDots />
  if (error) return <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>
  const current = data.inquiry
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-2">
      <ol className="grid gap-1.5" aria-label="Thread">
        {data.messages.map((message) => (
          <li key={message.id} className={`rounded-lg px-3 py-1.5 text-sm ${message.fromAsker ? 'bg-teal-50' : 'bg-slate-100'}`}>
            <p className="text-xs font-semibold text-slate-600">
              {message.fromAsker ? message.authorName || 'Buyer' : message.authorName || 'Property side'} · {at(message.createdAt)}
            </p>
            <p className="whitespace-pre-wrap wrap-anywhere text-slate-900">{message.body}</p>
          </li>
        ))}
      </ol>
      {current.allowedActions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {current.allowedActions.map((action) => (
            <Button key={action} size="sm" variant="secondary" disabled={move.isPending} onClick={() => move.mutate({ inquiryId: current.id, action, version: current.version })}>
              {actionLabels[action]}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-600">No status change is open from {current.status}.</p>
      )}
      {move.error ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {move.error.message}
        </p>
      ) : null}
    </div>
  )
}

function InquiryRow({ inquiry }: { inquiry: AdminInquiry }) {
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  return (
    <li className="grid gap-2 rounded-lg bg-white px-3 py-2.5 text-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold wrap-anywhere text-slate-900">{inquiry.name || 'A buyer'}</span>
            <Badge tone={statusTones[inquiry.status]}>{humanize(inquiry.status)}</Badge>
          </p>
          <p className="text-slate-600">
            about{' '}
            <Link to={adminPropertyHref(inquiry.propertyId)} className="font-semibold text-teal-800 underline underline-offset-2">
              {inquiry.propertyTitle || inquiry.propertyReference}
            </Link>{' '}
            · {plural(inquiry.messageCount, 'message')} · last {at(inquiry.lastMessageAt)}
          </p>
          <p className="line-clamp-2 wrap-anywhere text-slate-800">{inquiry.message}</p>
        </div>
        <Button size="sm" variant="ghost" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen(!isOpen)}>
          {isOpen ? 'Hide thread' : 'Show thread'}
        </Button>
      </div>
      <div id={panelId}>{isOpen ? <Thread inquiry={inquiry} /> : null}</div>
    </li>
  )
}

/** /admin/inquiries: every inquiry with its thread and status, by status and listing, paged. */
export function AdminInquiriesPage() {
  const [params, setParams] = useSearchParams()
  const statusParam = params.get('status')
  const status = inquiryStatuses.find((value) => value === statusParam)
  const propertyId = params.get('propertyId') ?? undefined
  const page = Math.max(1, Number(params.get('page')) || 1)
  const { data, error, isPending, refetch } = useAdminInquiries({ status, propertyId, page })
  const statusId = useId()
  const propertyFieldId = useId()
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(target))
    return `${paths.adminInquiries}?${next.toString()}`
  }
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const key of ['status', 'propertyId']) {
      const entry = form.get(key)
      const value = typeof entry === 'string' ? entry.trim() : ''
      if (value) next.set(key, value)
    }
    setParams(next)
  }
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <title>{`Inquiries | ${env.brandName}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Inquiries</h1>
      <form key={params.toString()} role="search" aria-label="Filter inquiries" onSubmit={apply} className="grid grid-cols-1 gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={statusId} className="block text-xs font-semibold text-slate-700">
            Status
          </label>
          <select id={statusId} name="status" defaultValue={status ?? ''} className={field}>
            <option value="">Any</option>
            {inquiryStatuses.map((value) => (
              <option key={value} value={value}>
                {humanize(value)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={propertyFieldId} className="block text-xs font-semibold text-slate-700">
            Property (ID or PROP- reference)
          </label>
          <input id={propertyFieldId} name="propertyId" defaultValue={propertyId ?? ''} autoComplete="off" className={field} />
        </div>
        <Button type="submit" size="sm">
          Apply filters
        </Button>
      </form>
      {isPending ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>The inquiries could not be loaded: {error.message}</RetryNotice> : null}
      {data ? (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {data.pagination.total === 0 ? 'No inquiries match.' : plural(data.pagination.total, 'inquiry', 'inquiries')}
          </p>
          <ul className="grid gap-2">
            {data.inquiries.map((inquiry) => (
              <InquiryRow key={inquiry.id} inquiry={inquiry} />
            ))}
          </ul>
          <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} label="Inquiry pages" />
        </>
      ) : null}
    </Card>
  )
}
