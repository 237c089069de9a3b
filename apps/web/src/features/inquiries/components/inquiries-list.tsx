import { useState } from 'react'
import { inquiryStatuses, type InquiryStatus } from '@vishwas/domain'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { useInquiries, type InquiriesQuery } from '../api/get-inquiries'
import { InquiryThread } from './inquiry-thread'

/**
 * Inquiries as a list and the chosen one's thread: the tools page's inbox of a listing (`host`)
 * or the buyer's own questions (`asker`).
 */
export function InquiriesList({ query, viewer, heading, initialId }: { query: InquiriesQuery; viewer: 'asker' | 'host'; heading: string; initialId?: string | null }) {
  const [status, setStatus] = useState<InquiryStatus | ''>('')
  const [openId, setOpenId] = useState<string | null>(initialId ?? null)
  const { data, error, isPending, refetch } = useInquiries({ ...query, limit: 50, ...(status ? { status } : {}) })
  const headingId = `inquiries-${viewer}-heading`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {heading}
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Status
          <select value={status} onChange={(event) => setStatus(event.target.value as InquiryStatus | '')} className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm">
            <option value="">All</option>
            {inquiryStatuses.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isPending ? (
        <LoadingDots />
      ) : error ? (
        <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>
      ) : data.inquiries.length === 0 ? (
        <p className="text-sm text-slate-600">No inquiries yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.inquiries.map((inquiry) => (
            <li key={inquiry.id} className="rounded-xl border border-slate-200 bg-white">
              <button
                type="button"
                aria-expanded={openId === inquiry.id}
                onClick={() => setOpenId(openId === inquiry.id ? null : inquiry.id)}
                className="flex w-full flex-col items-start gap-0.5 rounded-xl px-4 py-3 text-left focus-visible:outline-3 focus-visible:outline-amber-500"
              >
                <span className="wrap-anywhere text-sm font-semibold text-slate-900">{viewer === 'host' ? inquiry.name || 'A buyer' : inquiry.propertyTitle}</span>
                <span className="line-clamp-1 wrap-anywhere text-sm text-slate-600">{inquiry.message}</span>
                <span className="text-xs text-slate-500">{`${inquiry.status} · ${inquiry.messageCount} ${inquiry.messageCount === 1 ? 'message' : 'messages'}`}</span>
              </button>
              {openId === inquiry.id ? (
                <div className="border-t border-slate-100 p-4">
                  <InquiryThread inquiryId={inquiry.id} viewer={viewer} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
