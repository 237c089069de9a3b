// Small pieces every payment view shares: the status badge, amounts in ₹ (Indian grouping, with
// the lakh / crore short form beside large ones), India-time dates, and links to a payment.
import { formatPaise, formatRupeesShort, paymentPurposeLabels, paymentStatusLabels, type PaymentPurpose, type PaymentStatus } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'

const statusTones: Record<PaymentStatus, BadgeTone> = { pending: 'amber', processing: 'amber', succeeded: 'emerald', failed: 'rose', refunded: 'slate' }

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={statusTones[status]}>{paymentStatusLabels[status]}</Badge>
}

/** "₹8,00,000.00 (₹8 L)": exact paise, and the short form once it reaches a lakh. */
export function Amount({ paise, className = '' }: { paise: number; className?: string }) {
  const short = paise >= 10_000_000 ? formatRupeesShort(paise / 100) : null
  return (
    <span className={`tabular-nums ${className}`}>
      {formatPaise(paise)}
      {short ? <span className="ml-1 text-xs font-normal text-slate-600">({short})</span> : null}
    </span>
  )
}

const indiaDateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })
const indiaDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long' })

export function When({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  return <time dateTime={iso}>{dateOnly ? indiaDate.format(new Date(iso)) : `${indiaDateTime.format(new Date(iso))} IST`}</time>
}

export const purposeLabel = (purpose: PaymentPurpose) => paymentPurposeLabels[purpose]

/** The payment's own page (after checkout) and its receipt. */
export const paymentHref = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}`
export const receiptHref = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}/receipt`

export const hasReceipt = (payment: { status: PaymentStatus; receiptNumber: string | null }) => Boolean(payment.receiptNumber) && (payment.status === 'succeeded' || payment.status === 'refunded')
