// On a deal's page: the buyer pays the token amount into escrow once the deal is agreed; every
// party sees where the token stands (under way, held, released, refunded) with a link to it.
import { escrowStatusLabels, formatPaise, paymentStatusLabels, type EscrowStatus, type PaymentStatus } from '@vishwas/domain'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { startDealPayment } from '../api/payments'
import { paymentHref, usePay } from '../api/use-pay'

export type TokenPaymentSummary = { id: string; status: PaymentStatus; escrowStatus: EscrowStatus; amountPaise: number; receiptNumber: string | null }

export function PayTokenCard({
  dealId,
  tokenDuePaise,
  canPayToken,
  tokenPayment,
  platformFeePaise = 0,
}: {
  dealId: string
  tokenDuePaise: number
  canPayToken: boolean
  tokenPayment: TokenPaymentSummary | null
  platformFeePaise?: number
}) {
  const pay = usePay((key) => startDealPayment(dealId, key))
  if (!canPayToken && !tokenPayment) return null
  const underWay = tokenPayment?.status === 'pending' || tokenPayment?.status === 'processing'
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="escrow-heading" className="flex flex-col gap-3">
        <h2 id="escrow-heading" className="text-lg font-bold text-slate-900">
          Token amount in escrow
        </h2>
        <p className="text-sm text-slate-700">
          The buyer pays the token of <strong>{formatPaise(tokenDuePaise)}</strong> into escrow. It is held until the documents are verified and the deal completes, then released to the
          seller; if the deal is cancelled first, it goes back to the buyer in full.{' '}
          {platformFeePaise > 0 ? `On release, a platform fee of ${formatPaise(platformFeePaise)} is taken from it.` : 'No platform fee is taken from it.'}
        </p>
        {tokenPayment ? (
          <p className="text-sm text-slate-800">
            {tokenPayment.status === 'succeeded' ? escrowStatusLabels[tokenPayment.escrowStatus] : paymentStatusLabels[tokenPayment.status]}: {formatPaise(tokenPayment.amountPaise)}
            {tokenPayment.receiptNumber ? ` · receipt ${tokenPayment.receiptNumber}` : ''} ·{' '}
            <Link className="font-semibold text-teal-800 underline" to={paymentHref(tokenPayment.id)}>
              See the payment
            </Link>
          </p>
        ) : null}
        {canPayToken ? (
          <div>
            <Button disabled={pay.isPending} onClick={() => pay.mutate()}>
              {pay.isPending ? 'Opening the payment...' : underWay ? `Continue paying ${formatPaise(tokenDuePaise)}` : `Pay ${formatPaise(tokenDuePaise)} into escrow`}
            </Button>
          </div>
        ) : null}
        {pay.isError ? (
          <p role="alert" className="text-sm font-medium text-rose-800">
            {pay.error.message}
          </p>
        ) : null}
      </section>
    </Card>
  )
}
