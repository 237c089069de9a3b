// The admin's refund: an amount (all that is left by default) and a required reason, sent with an
// Idempotency-Key made when the dialog opens, so a retry of this opening refunds once and a new
// opening is a new refund. The server's refusal is shown as it says it.
import { formatPaise, paiseToRupees, paymentMessages } from '@vishwas/domain'
import { useId, useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { RupeeField, readRupees } from '../../../components/ui/rupee-field'
import { useAdminRefund, type PaymentView } from '../api/payment-records'

export function RefundDialog({ payment, onClose }: { payment: PaymentView; onClose: () => void }) {
  const id = useId()
  const left = payment.amountPaise - payment.refundedPaise
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const [amountText, setAmountText] = useState(String(paiseToRupees(left)))
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const refund = useAdminRefund()
  const submit = () => {
    const reading = readRupees(amountText)
    if (reading.error || reading.paise === undefined || reading.paise <= 0) return setProblem(reading.error ?? 'Enter the amount to refund')
    if (reading.paise > left) return setProblem(paymentMessages.refundTooLarge(formatPaise(left)))
    if (!reason.trim()) return setProblem(paymentMessages.refundReasonRequired)
    setProblem(undefined)
    refund.mutate({ paymentId: payment.id, amountPaise: reading.paise, reason: reason.trim(), idempotencyKey }, { onSuccess: onClose })
  }
  return (
    <ConfirmDialog
      title={`Refund ${payment.receiptNumber ?? 'this payment'}`}
      confirmLabel="Refund"
      busyLabel="Refunding..."
      isBusy={refund.isPending}
      error={problem ?? refund.error?.message}
      onConfirm={submit}
      onCancel={onClose}
    >
      <p>
        {formatPaise(left)} of {formatPaise(payment.amountPaise)} can be refunded to {payment.payerName || 'the payer'}. The refund is recorded in the audit trail with your reason.
      </p>
      <div className="mt-3 grid gap-3">
        <RupeeField label="Amount to refund" name="amount" text={amountText} onTextChange={setAmountText} required />
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-700">
            Reason (required)
          </label>
          <textarea
            id={`${id}-reason`}
            required
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-teal-700 focus:outline-3 focus:outline-amber-400"
          />
        </div>
      </div>
    </ConfirmDialog>
  )
}
