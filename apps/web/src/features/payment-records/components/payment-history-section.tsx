// The profile's payment history: the signed-in person's payments as payer or payee, newest first,
// with their status, amount in ₹, and a link to the receipt once paid.
import { paymentPurposes, paymentStatusLabels, paymentStatuses, type PaymentPurpose, type PaymentStatus } from '@vishwas/domain'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { useMyPayments, type PaymentView } from '../api/payment-records'
import { Amount, PaymentStatusBadge, When, hasReceipt, paymentHref, purposeLabel, receiptHref } from './payment-bits'
import { PageStepper } from '../../../components/ui/pagination'

function PaymentItem({ payment, userId }: { payment: PaymentView; userId: string }) {
  const paid = payment.payerId === userId
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere text-slate-900">
          {purposeLabel(payment.purpose)}
          {payment.rentPeriod ? ` (${payment.rentPeriod})` : ''} · {payment.propertyTitle}
        </p>
        <p className="text-slate-600">
          {paid ? `Paid to ${payment.payeeName || 'the payee'}` : `Received from ${payment.payerName || 'the payer'}`} · <When iso={payment.createdAt} />
          {payment.receiptNumber ? <span className="font-mono"> · {payment.receiptNumber}</span> : null}
        </p>
        {payment.refundedPaise > 0 ? (
          <p className="text-slate-700">
            Refunded: <Amount paise={payment.refundedPaise} />
          </p>
        ) : null}
      </div>
      <div className="flex flex-col items-end gap-1">
        <Amount paise={payment.amountPaise} className="font-semibold text-slate-900" />
        <PaymentStatusBadge status={payment.status} />
        <span className="flex gap-3">
          <Link className="font-semibold text-teal-800 underline underline-offset-2" to={paymentHref(payment.id)}>
            Details
          </Link>
          {hasReceipt(payment) ? (
            <Link className="font-semibold text-teal-800 underline underline-offset-2" to={receiptHref(payment.id)}>
              Receipt
            </Link>
          ) : null}
        </span>
      </div>
    </li>
  )
}

export function PaymentHistorySection({ userId }: { userId: string }) {
  const id = useId()
  const [status, setStatus] = useState<PaymentStatus | ''>('')
  const [purpose, setPurpose] = useState<PaymentPurpose | ''>('')
  const [page, setPage] = useState(1)
  const { data, isPending, error, refetch } = useMyPayments({ status: status || undefined, purpose: purpose || undefined }, page)
  const pages = data?.pagination.pages ?? 1
  const select = 'min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm'
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          Payments
        </h2>
        <p className="text-sm text-slate-600">What you paid and received: tokens, deposits and rent, with their receipts.</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <label className="flex flex-col text-sm text-slate-700">
            Status
            <select className={select} value={status} onChange={(e) => (setStatus(e.target.value as PaymentStatus | ''), setPage(1))}>
              <option value="">Any</option>
              {paymentStatuses.map((s) => (
                <option key={s} value={s}>
                  {paymentStatusLabels[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm text-slate-700">
            For
            <select className={select} value={purpose} onChange={(e) => (setPurpose(e.target.value as PaymentPurpose | ''), setPage(1))}>
              <option value="">Anything</option>
              {paymentPurposes.map((p) => (
                <option key={p} value={p}>
                  {purposeLabel(p)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {isPending ? <LoadingDots message="Loading your payments" /> : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            Your payments could not be loaded: {error.message}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        ) : null}
        {data && data.payments.length === 0 ? <p className="mt-3 text-sm text-slate-700">{status || purpose ? 'No payments match.' : 'No payments yet.'}</p> : null}
        {data && data.payments.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-2">
            {data.payments.map((payment) => (
              <PaymentItem key={payment.id} payment={payment} userId={userId} />
            ))}
          </ul>
        ) : null}
        <PageStepper page={page} pages={pages} onPage={setPage} label="Payment pages" previous="Newer" next="Older" />
      </section>
    </Card>
  )
}
