import { useId, useState, type FormEvent } from 'react'
import type { InquiryAction } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { useInquiry } from '../api/get-inquiry'
import { usePostInquiryMessage } from '../api/post-inquiry-message'
import { useTransitionInquiry } from '../api/transition-inquiry'

const actionLabels: Record<InquiryAction, string> = { contact: 'Mark contacted', qualify: 'Mark qualified', close: 'Close', 'mark-spam': 'Mark as spam' }
const statusLabels = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', closed: 'Closed', spam: 'Spam' } as const
const when = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })

/** One inquiry: its thread, a reply box while it is open, and the status actions the viewer may take. */
export function InquiryThread({ inquiryId, viewer }: { inquiryId: string; viewer: 'asker' | 'host' }) {
  const { data, error, isPending, refetch } = useInquiry(inquiryId)
  const post = usePostInquiryMessage()
  const move = useTransitionInquiry()
  const [body, setBody] = useState('')
  const replyId = useId()
  if (isPending) return <LoadingDots />
  if (error) return <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>
  const { inquiry, messages } = data
  const isOpen = inquiry.status === 'new' || inquiry.status === 'contacted' || inquiry.status === 'qualified'
  const reply = (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim()) return
    post.mutate({ inquiryId, body: body.trim() }, { onSuccess: () => setBody('') })
  }
  const failure = post.isError ? post.error.message : move.isError ? move.error.message : null
  return (
    <section aria-label={`Inquiry about ${inquiry.propertyTitle}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="min-w-0 wrap-anywhere font-semibold text-slate-900">{viewer === 'host' ? inquiry.name || 'A buyer' : inquiry.propertyTitle}</h3>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{statusLabels[inquiry.status]}</span>
      </div>
      {viewer === 'host' ? (
        <p className="text-sm text-slate-700">{inquiry.phoneNumber ? `Phone: ${inquiry.phoneNumber}` : 'The buyer did not share their number: answer here.'}</p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {messages.map((message) => (
          <li key={message.id} className={`max-w-[90%] rounded-xl px-3 py-2 text-sm ${message.fromAsker === (viewer === 'asker') ? 'self-end bg-teal-50' : 'self-start bg-slate-100'}`}>
            <p className="text-xs font-semibold text-slate-600">
              {`${message.fromAsker ? (viewer === 'asker' ? 'You' : message.authorName || 'Buyer') : message.authorName || 'Seller'} · ${when.format(new Date(message.createdAt)).replace(/\u202f/g, ' ')}`}
            </p>
            <p className="whitespace-pre-wrap wrap-anywhere text-slate-900">{message.body}</p>
          </li>
        ))}
      </ol>
      {isOpen ? (
        <form onSubmit={reply} className="flex flex-col gap-2" aria-label="Reply">
          <label htmlFor={replyId} className="text-xs font-semibold text-slate-700">
            Your reply
          </label>
          <textarea id={replyId} value={body} rows={2} maxLength={2000} onChange={(event) => setBody(event.target.value)} className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-amber-500" />
          <Button size="sm" type="submit" className="self-start" disabled={post.isPending || !body.trim()}>
            Send
          </Button>
        </form>
      ) : null}
      {inquiry.allowedActions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {inquiry.allowedActions.map((action) => (
            <Button key={action} size="sm" variant="secondary" disabled={move.isPending} onClick={() => move.mutate({ inquiryId, action, version: inquiry.version })}>
              {actionLabels[action]}
            </Button>
          ))}
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {failure}
        </p>
      ) : null}
    </section>
  )
}
