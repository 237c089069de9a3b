// A payment's receipt on screen (/payments/:paymentId/receipt): what the PDF says, laid out to
// print on one page, with a test-mode banner when no real money moved and the PDF download.
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { env } from '../../../config/env'
import { downloadReceiptPdf, useReceipt, type ReceiptView } from '../api/payment-records'
import { Amount, When, paymentHref } from './payment-bits'

const methodLabels: Record<string, string> = { upi: 'UPI', netbanking: 'Net banking', card: 'Card', neft: 'NEFT', rtgs: 'RTGS', imps: 'IMPS', cheque: 'Cheque', 'demand-draft': 'Demand draft' }

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-2 sm:grid-cols-[11rem_1fr] print:grid-cols-[11rem_1fr]">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  )
}

function ReceiptBody({ receipt }: { receipt: ReceiptView }) {
  const [downloading, setDownloading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const download = async () => {
    setDownloading(true)
    setProblem(null)
    try {
      await downloadReceiptPdf(receipt.paymentId, receipt.receiptNumber)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setDownloading(false)
    }
  }
  return (
    <article aria-labelledby="receipt-title">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-teal-800 pb-2">
        <p className="text-2xl font-extrabold text-teal-900">{env.brandName}</p>
        <h1 id="receipt-title" className="text-lg font-bold text-slate-900">
          Payment receipt
        </h1>
      </header>
      {receipt.testMode ? (
        <p className="mt-3 rounded-lg bg-amber-100 px-3 py-2 font-semibold text-amber-900 ring-1 ring-amber-300">TEST MODE — no real money moved.</p>
      ) : null}
      <dl className="mt-3">
        <Row label="Receipt number">
          <span className="font-mono font-semibold">{receipt.receiptNumber}</span>
        </Row>
        <Row label="Date">
          <When iso={receipt.issuedAt} />
        </Row>
        <Row label="Received from">{receipt.payerName || 'Not recorded'}</Row>
        <Row label="Paid to">{receipt.payeeName || 'Not recorded'}</Row>
        <Row label="Property">
          {receipt.propertyTitle} <span className="font-mono text-sm text-slate-600">({receipt.propertyReference})</span>
        </Row>
        {receipt.propertyAddress ? <Row label="Address">{receipt.propertyAddress}</Row> : null}
        <Row label="For">{receipt.rentPeriod ? `${receipt.purposeLabel}, ${receipt.rentPeriod}` : receipt.purposeLabel}</Row>
        <Row label="Amount">
          <Amount paise={receipt.amountPaise} className="text-xl font-bold" />
        </Row>
        <Row label="In words">{receipt.amountInWords}</Row>
        <Row label="Method">{receipt.method ? (methodLabels[receipt.method] ?? receipt.method) : 'Not recorded'}</Row>
        <Row label="Gateway reference">
          <span className="font-mono text-sm">{receipt.reference}</span>
        </Row>
        {receipt.refundedPaise > 0 ? (
          <Row label="Refunded">
            <Amount paise={receipt.refundedPaise} className="font-semibold" /> of this payment was refunded to the payer
          </Row>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
        <Button onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing the PDF...' : 'Download PDF'}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <Link className="font-semibold text-teal-800 underline underline-offset-2" to={paymentHref(receipt.paymentId)}>
          The payment
        </Link>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </article>
  )
}

export function ReceiptPage({ paymentId }: { paymentId: string }) {
  const { data, error, isPending } = useReceipt(paymentId)
  return (
    <Card className="mx-auto w-full max-w-3xl p-5 sm:p-8 print:max-w-none print:border-0 print:shadow-none">
      <title>{`${data ? `Receipt ${data.receiptNumber}` : 'Receipt'} | ${env.brandName}`}</title>
      {isPending ? <LoadingDots message="Loading the receipt" /> : null}
      {error ? (
        <Notice tone="error" role="alert">
          {error.message}{' '}
          <Link className="font-semibold underline" to={paymentHref(paymentId)}>
            See the payment
          </Link>
        </Notice>
      ) : null}
      {data ? <ReceiptBody receipt={data} /> : null}
    </Card>
  )
}
