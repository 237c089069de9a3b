// A payment's page, where the checkout lands: what the server recorded (never what the browser
// guessed), looked at again every moment while the gateway's word is on its way, then paid (with
// the receipt), failed (with the reason and a way back), or refunded.
import { escrowStatusLabels, formatPaise, paymentPurposeLabels, paymentStatusLabels, type PaymentView } from '@vishwas/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { formatDate } from '../../../lib/format'
import { usePayment } from '../api/payments'

const tones: Record<PaymentView['status'], BadgeTone> = { pending: 'amber', processing: 'amber', succeeded: 'emerald', failed: 'rose', refunded: 'slate' }

export const receiptHref = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}/receipt`

export function PaymentPage({ paymentId }: { paymentId: string }) {
  const { data: payment, error, isPending } = usePayment(paymentId)
  const queryClient = useQueryClient()
  const settled = payment !== undefined && payment.status !== 'pending' && payment.status !== 'processing'
  // Once the payment settles, the deal (funded) or rental (deposit held, month paid) it was for has moved: read them again.
  useEffect(() => {
    if (!settled) return
    void queryClient.invalidateQueries({ queryKey: ['deals'] })
    void queryClient.invalidateQueries({ queryKey: ['rentals'] })
  }, [settled, queryClient])
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
  const back = payment.dealId ? `/deals/${payment.dealId}` : payment.rentalId ? '/profile/rental-history' : '/profile'
  const waiting = payment.status === 'pending' || payment.status === 'processing'
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <title>{`Payment: ${paymentPurposeLabels[payment.purpose]}`}</title>
      {payment.testMode ? (
        <p role="note" className="rounded-lg bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
          Test mode: no real money moved.
        </p>
      ) : null}
      <Card className="p-5 sm:p-6">
        <p className="text-sm font-semibold text-teal-800">{paymentPurposeLabels[payment.purpose]}</p>
        <h1 className="mt-1 text-2xl font-extrabold text-slate-900">{formatPaise(payment.amountPaise)}</h1>
        <p className="mt-1 text-sm wrap-anywhere text-slate-700">{payment.propertyTitle}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2" aria-live="polite">
          <Badge tone={tones[payment.status]}>{paymentStatusLabels[payment.status]}</Badge>
          {payment.escrowStatus !== 'not-applicable' ? <Badge tone="teal">{escrowStatusLabels[payment.escrowStatus]}</Badge> : null}
        </div>
        {waiting ? <p className="mt-3 text-sm text-slate-700">Waiting for the payment gateway to confirm. This page updates by itself.</p> : null}
        {payment.status === 'failed' ? (
          <p role="alert" className="mt-3 text-sm font-medium text-rose-800">
            {payment.failureReason ?? 'The payment did not go through.'} Nothing was charged.
          </p>
        ) : null}
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Paid by</dt>
          <dd className="wrap-anywhere text-slate-900">{payment.payerName}</dd>
          <dt className="text-slate-600">Paid to</dt>
          <dd className="wrap-anywhere text-slate-900">{payment.escrowStatus === 'held' ? `Escrow, for ${payment.payeeName}` : payment.payeeName}</dd>
          {payment.receiptNumber ? (
            <>
              <dt className="text-slate-600">Receipt</dt>
              <dd className="font-mono text-slate-900">{payment.receiptNumber}</dd>
            </>
          ) : null}
          {payment.settledAt ? (
            <>
              <dt className="text-slate-600">Paid on</dt>
              <dd className="text-slate-900">{formatDate(payment.settledAt)}</dd>
            </>
          ) : null}
          {payment.refundedPaise > 0 ? (
            <>
              <dt className="text-slate-600">Refunded</dt>
              <dd className="text-slate-900">{formatPaise(payment.refundedPaise)}</dd>
            </>
          ) : null}
        </dl>
        <div className="mt-4 flex flex-wrap gap-3 text-sm">
          {payment.receiptNumber ? (
            <Link className="font-semibold text-teal-800 underline" to={receiptHref(payment.id)}>
              View the receipt
            </Link>
          ) : null}
          <Link className="font-semibold text-teal-800 underline" to={back}>
            {payment.dealId ? 'Back to the deal' : 'Back'}
          </Link>
        </div>
      </Card>
    </div>
  )
}
