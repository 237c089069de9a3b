// The simulated gateway's own checkout page (PAYMENT_PROVIDER=simulated): clearly test mode. The
// payer picks a method and succeeds or fails the payment, or leaves; the gateway's signed answer
// goes to our server as Razorpay's would, and the payment page shows what the server recorded.
import { formatPaise } from '@vishwas/domain'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { confirmCheckout, payTestOrder, useTestOrder } from '../api/payments'
import { paymentHref } from '../api/use-pay'

const methods = [
  { value: 'upi', label: 'UPI' },
  { value: 'card', label: 'Card' },
  { value: 'netbanking', label: 'Netbanking' },
] as const

export function TestCheckoutPage({ orderId, paymentId }: { orderId: string; paymentId: string | null }) {
  const { data: order, error, isPending } = useTestOrder(orderId)
  const navigate = useNavigate()
  const [method, setMethod] = useState<(typeof methods)[number]['value']>('upi')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const groupId = useId()

  async function choose(outcome: 'succeed' | 'fail') {
    setBusy(true)
    setProblem(null)
    try {
      const result = await payTestOrder(orderId, { outcome, method })
      if (paymentId && result.ok) await confirmCheckout(paymentId, { orderId: result.orderId, gatewayPaymentId: result.gatewayPaymentId, signature: result.signature })
      if (paymentId) await navigate(paymentHref(paymentId))
      else setProblem(result.ok ? 'Paid (test mode).' : result.reason)
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4">
      <title>Test payment</title>
      <p role="note" className="rounded-lg bg-amber-100 px-4 py-3 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
        Test mode: this is the built-in test gateway. No real money moves and no bank is contacted.
      </p>
      <Card className="p-5 sm:p-6">
        {isPending ? <LoadingDots /> : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-rose-800">
            {error.message}
          </p>
        ) : null}
        {order ? (
          <div className="flex flex-col gap-4">
            <h1 className="text-xl font-extrabold text-slate-900">Pay {formatPaise(order.amountPaise)}</h1>
            <p className="font-mono text-xs text-slate-600">Order {order.orderId}</p>
            {order.status === 'paid' ? (
              <p className="text-sm text-slate-800">
                This order is already paid.{' '}
                {paymentId ? (
                  <Link className="font-semibold text-teal-800 underline" to={paymentHref(paymentId)}>
                    See the payment
                  </Link>
                ) : null}
              </p>
            ) : (
              <>
                <fieldset className="flex flex-col gap-2" aria-describedby={groupId}>
                  <legend className="text-sm font-semibold text-slate-900">Pay with</legend>
                  <p id={groupId} className="text-xs text-slate-600">
                    Any method works in test mode.
                  </p>
                  {methods.map((option) => (
                    <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
                      <input type="radio" name="method" value={option.value} checked={method === option.value} onChange={() => setMethod(option.value)} />
                      {option.label}
                    </label>
                  ))}
                </fieldset>
                <div className="flex flex-wrap gap-2">
                  <Button disabled={busy} onClick={() => void choose('succeed')}>
                    {busy ? 'Paying...' : `Pay ${formatPaise(order.amountPaise)} (test)`}
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => void choose('fail')}>
                    Fail the payment
                  </Button>
                </div>
                <button type="button" className="self-start text-sm text-slate-700 underline" disabled={busy} onClick={() => void navigate(-1)}>
                  Cancel and go back
                </button>
              </>
            )}
            {problem ? (
              <p role="alert" className="text-sm font-medium text-rose-800">
                {problem}
              </p>
            ) : null}
          </div>
        ) : null}
      </Card>
    </div>
  )
}
