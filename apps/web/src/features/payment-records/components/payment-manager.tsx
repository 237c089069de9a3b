// /admin/paymentmanager: every payment with filters (a table on wide screens, cards on narrow
// ones), a payment's details in a drawer (its postings as debits and credits, the refund, and the
// audit trail the route passes in), the money held in escrow and deposits, and the
// reconciliation report.
import {
  escrowStatusLabels,
  paymentMethods,
  paymentProviders,
  paymentPurposes,
  paymentStatusLabels,
  paymentStatuses,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentPurpose,
  type PaymentStatus,
} from '@vishwas/domain'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { env } from '../../../config/env'
import { useAdminPayments, useEscrowBalances, usePaymentPostings, useReconciliation, type AdminPaymentFilters, type PaymentView } from '../api/payment-records'
import { Amount, PaymentStatusBadge, When, hasReceipt, paymentHref, purposeLabel, receiptHref } from './payment-bits'
import { RefundDialog } from './refund-dialog'
import { PageStepper } from '../../../components/ui/pagination'

type Tab = 'payments' | 'escrow' | 'reconciliation'
const tabs: { id: Tab; label: string }[] = [
  { id: 'payments', label: 'Payments' },
  { id: 'escrow', label: 'Escrow balances' },
  { id: 'reconciliation', label: 'Reconciliation' },
]

const field = 'mt-1 block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900'
const methodLabel = (method: string | null) => (method ? method.toUpperCase().replace('-', ' ') : '—')

function Failed({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <p role="alert" className="mt-3 text-sm text-red-800">
      {error.message}{' '}
      <button type="button" className="font-semibold underline" onClick={retry}>
        Try again
      </button>
    </p>
  )
}

function Filters({ onApply }: { onApply: (filters: AdminPaymentFilters) => void }) {
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => {
      const raw = data.get(name)
      const value = typeof raw === 'string' ? raw.trim() : ''
      return value === '' ? undefined : value
    }
    onApply({
      status: text('status') as PaymentStatus | undefined,
      method: text('method') as PaymentMethod | undefined,
      purpose: text('purpose') as PaymentPurpose | undefined,
      provider: text('provider') as PaymentProvider | undefined,
      from: text('from'),
      to: text('to'),
      q: text('q'),
    })
  }
  const select = (name: string, label: string, options: readonly { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={`${id}-${name}`} name={name} className={field} defaultValue="">
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <form onSubmit={submit} aria-label="Filter payments" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
      {select('status', 'Status', paymentStatuses.map((s) => ({ value: s, label: paymentStatusLabels[s] })))}
      {select('method', 'Method', paymentMethods.map((m) => ({ value: m, label: methodLabel(m) })))}
      {select('purpose', 'Purpose', paymentPurposes.map((p) => ({ value: p, label: purposeLabel(p) })))}
      {select('provider', 'Gateway', paymentProviders.map((p) => ({ value: p, label: p })))}
      <div>
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-700">
          From (IST)
        </label>
        <input id={`${id}-from`} name="from" type="date" className={field} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-700">
          To (IST)
        </label>
        <input id={`${id}-to`} name="to" type="date" className={field} />
      </div>
      <div className="col-span-2">
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-slate-700">
          Receipt or property reference
        </label>
        <div className="flex gap-2">
          <input id={`${id}-q`} name="q" type="search" maxLength={40} placeholder="VR-2026-… or PROP-…" className={field} />
          <Button type="submit" className="mt-1">
            Apply
          </Button>
        </div>
      </div>
    </form>
  )
}

function PaymentsTab({ onOpen }: { onOpen: (payment: PaymentView) => void }) {
  const [filters, setFilters] = useState<AdminPaymentFilters>({})
  const [page, setPage] = useState(1)
  const { data, error, isPending, refetch } = useAdminPayments(filters, page)
  return (
    <div>
      <Filters onApply={(next) => (setFilters(next), setPage(1))} />
      {isPending ? <LoadingDots message="Loading payments" /> : null}
      {error ? <Failed error={error} retry={() => void refetch()} /> : null}
      {data ? (
        <p className="mt-3 text-sm text-slate-600" role="status">
          {data.pagination.total.toLocaleString('en-IN')} {data.pagination.total === 1 ? 'payment' : 'payments'}
        </p>
      ) : null}
      {data && data.payments.length > 0 ? (
        <>
          <table className="mt-2 hidden w-full text-left text-sm md:table">
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <th className="py-2 pr-2 font-medium">Made</th>
                <th className="py-2 pr-2 font-medium">Receipt</th>
                <th className="py-2 pr-2 font-medium">Property</th>
                <th className="py-2 pr-2 font-medium">Payer → payee</th>
                <th className="py-2 pr-2 font-medium">Purpose</th>
                <th className="py-2 pr-2 font-medium">Method</th>
                <th className="py-2 pr-2 text-right font-medium">Amount</th>
                <th className="py-2 pr-2 font-medium">Status</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.payments.map((payment) => (
                <tr key={payment.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-2 whitespace-nowrap">
                    <When iso={payment.createdAt} />
                  </td>
                  <td className="py-2 pr-2 font-mono text-xs">{payment.receiptNumber ?? '—'}</td>
                  <td className="py-2 pr-2 wrap-anywhere">
                    {payment.propertyTitle}
                    <span className="block font-mono text-xs text-slate-600">{payment.propertyReference}</span>
                  </td>
                  <td className="py-2 pr-2 wrap-anywhere">
                    {payment.payerName || '—'} → {payment.payeeName || '—'}
                  </td>
                  <td className="py-2 pr-2">{purposeLabel(payment.purpose)}</td>
                  <td className="py-2 pr-2">{methodLabel(payment.method)}</td>
                  <td className="py-2 pr-2 text-right">
                    <Amount paise={payment.amountPaise} />
                  </td>
                  <td className="py-2 pr-2">
                    <PaymentStatusBadge status={payment.status} />
                    {payment.testMode ? <span className="block text-xs text-amber-800">Test mode</span> : null}
                  </td>
                  <td className="py-2">
                    <Button variant="secondary" size="sm" onClick={() => onOpen(payment)} aria-label={`Details of ${payment.receiptNumber ?? `the payment for ${payment.propertyTitle}`}`}>
                      Details
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-2 flex flex-col gap-2 md:hidden">
            {data.payments.map((payment) => (
              <li key={payment.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold wrap-anywhere text-slate-900">{payment.propertyTitle}</p>
                  <PaymentStatusBadge status={payment.status} />
                </div>
                <p className="text-slate-600">
                  <Amount paise={payment.amountPaise} className="font-semibold text-slate-900" /> · {purposeLabel(payment.purpose)} · {methodLabel(payment.method)}
                </p>
                <p className="text-slate-600 wrap-anywhere">
                  {payment.payerName || '—'} → {payment.payeeName || '—'}
                </p>
                <p className="text-slate-600">
                  <When iso={payment.createdAt} /> {payment.receiptNumber ? <span className="font-mono">· {payment.receiptNumber}</span> : null}
                </p>
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => onOpen(payment)} aria-label={`Details of ${payment.receiptNumber ?? `the payment for ${payment.propertyTitle}`}`}>
                  Details
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data && data.payments.length === 0 ? <p className="mt-3 text-sm text-slate-700">No payments match these filters.</p> : null}
      <PageStepper page={page} pages={data?.pagination.pages ?? 1} onPage={setPage} label="Payment pages" />
    </div>
  )
}

function Drawer({ payment, onClose, auditTrail }: { payment: PaymentView; onClose: () => void; auditTrail: (paymentId: string) => ReactNode }) {
  const id = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  const [refunding, setRefunding] = useState(false)
  const { data, error, isPending, refetch } = usePaymentPostings(payment.id)
  const current = data?.payment ?? payment
  const left = current.amountPaise - current.refundedPaise
  const refundable = current.status === 'succeeded' && current.escrowStatus !== 'released' && left > 0
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    closeRef.current?.focus()
    return () => opener?.focus()
  }, [])
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !refunding) onClose()
  }
  return createPortal(
    <div className="fixed inset-0 z-40 flex justify-end bg-slate-900/40" onKeyDown={onKeyDown}>
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="h-full w-full max-w-2xl overflow-y-auto bg-white p-4 shadow-xl sm:p-6">
        <div className="flex items-start justify-between gap-2">
          <h2 id={`${id}-title`} className="text-lg font-bold wrap-anywhere text-slate-900">
            {current.receiptNumber ?? 'Payment'} · {current.propertyTitle}
          </h2>
          <button ref={closeRef} type="button" className={buttonClasses('secondary', 'sm')} onClick={onClose}>
            Close
          </button>
        </div>
        <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Amount</dt>
          <dd>
            <Amount paise={current.amountPaise} className="font-semibold" />
          </dd>
          <dt className="text-slate-600">Status</dt>
          <dd>
            <PaymentStatusBadge status={current.status} /> · {escrowStatusLabels[current.escrowStatus]}
          </dd>
          {current.refundedPaise > 0 ? (
            <>
              <dt className="text-slate-600">Refunded</dt>
              <dd>
                <Amount paise={current.refundedPaise} />
              </dd>
            </>
          ) : null}
          <dt className="text-slate-600">Payer</dt>
          <dd className="wrap-anywhere">{current.payerName || current.payerId}</dd>
          <dt className="text-slate-600">Payee</dt>
          <dd className="wrap-anywhere">{current.payeeName || current.payeeId}</dd>
          <dt className="text-slate-600">Gateway</dt>
          <dd className="font-mono text-xs wrap-anywhere">
            {current.provider}
            {current.testMode ? ' (test mode)' : ''} · {current.providerOrderId ?? 'no order'} · {current.providerPaymentId ?? 'no payment yet'}
          </dd>
          {current.failureReason ? (
            <>
              <dt className="text-slate-600">Problem</dt>
              <dd className="wrap-anywhere">{current.failureReason}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-2 flex flex-wrap gap-3 text-sm">
          <Link className="font-semibold text-teal-800 underline" to={paymentHref(current.id)}>
            Payment page
          </Link>
          {hasReceipt(current) ? (
            <Link className="font-semibold text-teal-800 underline" to={receiptHref(current.id)}>
              Receipt
            </Link>
          ) : null}
        </p>
        {refundable ? (
          <Button className="mt-3" variant="secondary" onClick={() => setRefunding(true)}>
            Refund…
          </Button>
        ) : null}
        <h3 className="mt-5 text-base font-semibold text-slate-900">Ledger postings</h3>
        {isPending ? <LoadingDots message="Loading postings" /> : null}
        {error ? <Failed error={error} retry={() => void refetch()} /> : null}
        {data && data.postings.length === 0 ? <p className="text-sm text-slate-600">Nothing was posted for this payment.</p> : null}
        {data?.postings.map((posting) => (
          <div key={posting.id} className="mt-2 rounded-lg ring-1 ring-slate-200">
            <p className="px-3 pt-2 text-sm">
              <span className="font-semibold">{posting.kind}</span> · <When iso={posting.postedAt} />
              <span className="block text-slate-600 wrap-anywhere">{posting.description}</span>
            </p>
            <table className="mt-1 w-full text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="px-3 py-1 text-left font-medium">Account</th>
                  <th className="px-3 py-1 text-right font-medium">Debit</th>
                  <th className="px-3 py-1 text-right font-medium">Credit</th>
                </tr>
              </thead>
              <tbody>
                {posting.entries.map((entry, i) => (
                  <tr key={i} className="border-t border-slate-100">
                    <td className="px-3 py-1 font-mono text-xs break-all">{entry.account}</td>
                    <td className="px-3 py-1 text-right">{entry.debitPaise > 0 ? <Amount paise={entry.debitPaise} /> : ''}</td>
                    <td className="px-3 py-1 text-right">{entry.creditPaise > 0 ? <Amount paise={entry.creditPaise} /> : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
        <div className="mt-5">{auditTrail(current.id)}</div>
        {refunding ? <RefundDialog payment={current} onClose={() => setRefunding(false)} /> : null}
      </div>
    </div>,
    document.body,
  )
}

function EscrowTab() {
  const [page, setPage] = useState(1)
  const { data, error, isPending, refetch } = useEscrowBalances(page)
  return (
    <div>
      <p className="text-sm text-slate-600">Money the ledger holds for deals (escrow) and tenancies (deposits), largest first.</p>
      {isPending ? <LoadingDots message="Loading balances" /> : null}
      {error ? <Failed error={error} retry={() => void refetch()} /> : null}
      {data && data.balances.length === 0 ? <p className="mt-3 text-sm text-slate-700">Nothing is held in escrow or deposits.</p> : null}
      {data && data.balances.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2">
          {data.balances.map((balance) => (
            <li key={balance.account} className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-slate-900">
                  {balance.propertyTitle || 'A property no longer listed'} <span className="font-mono text-xs text-slate-600">{balance.propertyReference}</span>
                </p>
                <p className="text-slate-600 wrap-anywhere">
                  {balance.kind === 'escrow' ? 'Deal escrow' : 'Rental deposit'} · {balance.payerName || '—'} → {balance.payeeName || '—'}
                </p>
                <p className="text-slate-600">
                  Since <When iso={balance.since} /> · <span className="font-mono text-xs">{balance.account}</span>
                </p>
              </div>
              <Amount paise={balance.heldPaise} className="font-semibold text-slate-900" />
            </li>
          ))}
        </ul>
      ) : null}
      <PageStepper page={page} pages={data?.pagination.pages ?? 1} onPage={setPage} label="Held balance pages" />
    </div>
  )
}

function ReconciliationTab() {
  const { data, error, isPending, refetch, isFetching } = useReconciliation()
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">The ledger against the payments and what the gateway says now.</p>
        <Button variant="secondary" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          {isFetching ? 'Checking...' : 'Check again'}
        </Button>
      </div>
      {isPending ? <LoadingDots message="Reconciling" /> : null}
      {error ? <Failed error={error} retry={() => void refetch()} /> : null}
      {data ? (
        <>
          <p role="status" className={`mt-3 rounded-lg px-3 py-2 font-semibold ring-1 ${data.agrees ? 'bg-emerald-50 text-emerald-900 ring-emerald-300' : 'bg-amber-50 text-amber-900 ring-amber-300'}`}>
            {data.summary}
          </p>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm sm:max-w-lg">
            <dt>Gateway clearing account</dt>
            <dd className="text-right">
              <Amount paise={data.totals.clearingPaise} />
            </dd>
            <dt>Payments that succeeded</dt>
            <dd className="text-right">
              <Amount paise={data.totals.capturedPaise} />
            </dd>
            <dt>Refunds made at the gateway</dt>
            <dd className="text-right">
              <Amount paise={data.totals.processedRefundsPaise} />
            </dd>
            <dt>Refunds still pending</dt>
            <dd className="text-right">
              <Amount paise={data.totals.pendingRefundsPaise} />
            </dd>
            <dt>Expected at the gateway</dt>
            <dd className="text-right">
              <Amount paise={data.totals.expectedAtGatewayPaise} />
            </dd>
          </dl>
          {data.issues.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-2">
              {data.issues.map((issue, i) => (
                <li key={`${issue.kind}-${issue.paymentId ?? i}`} className="rounded-lg bg-amber-50 px-3 py-2 text-sm ring-1 ring-amber-200">
                  <p className="font-semibold text-slate-900">
                    {issue.receiptNumber ?? (issue.paymentId ? `Payment ${issue.paymentId.slice(0, 8)}` : 'Totals')} · <Amount paise={issue.amountPaise} />
                  </p>
                  <p className="text-slate-800 wrap-anywhere">{issue.explanation}</p>
                </li>
              ))}
            </ul>
          ) : null}
          {data.gatewayUnchecked > 0 ? <p className="mt-2 text-sm text-slate-600">{data.gatewayUnchecked} more pending payments were not asked about this time.</p> : null}
        </>
      ) : null}
    </div>
  )
}

export function PaymentManager({ auditTrail }: { auditTrail: (paymentId: string) => ReactNode }) {
  const id = useId()
  const [tab, setTab] = useState<Tab>('payments')
  const [open, setOpen] = useState<PaymentView | null>(null)
  return (
    <Card className="min-w-0 p-4 sm:p-7">
      <title>{`Payment manager | ${env.brandName}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Payment manager</h1>
      <div role="tablist" aria-label="Payment manager" className="mt-3 flex flex-wrap gap-2 border-b border-slate-200 pb-2">
        {tabs.map((entry) => (
          <button
            key={entry.id}
            id={`${id}-${entry.id}`}
            type="button"
            role="tab"
            aria-selected={tab === entry.id}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(entry.id)}
            className={`min-h-10 rounded-lg px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-amber-500 ${tab === entry.id ? 'bg-teal-800 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} className="mt-4">
        {tab === 'payments' ? <PaymentsTab onOpen={setOpen} /> : tab === 'escrow' ? <EscrowTab /> : <ReconciliationTab />}
      </div>
      {open ? <Drawer payment={open} onClose={() => setOpen(null)} auditTrail={auditTrail} /> : null}
    </Card>
  )
}
