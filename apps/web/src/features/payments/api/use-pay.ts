// Paying from a page: start the payment with an Idempotency-Key (kept across retries of the same
// attempt, so a click retried after a dropped connection cannot pay twice; a new one after a
// payment started), then the checkout: the simulated gateway's own page, or Razorpay's window.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useNavigate } from 'react-router'
import { confirmCheckout, type StartedPayment } from './payments'
import { payWithRazorpay } from './razorpay-checkout'

export const paymentHref = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}`
export const testCheckoutHref = (url: string, paymentId: string) => `${url}?payment=${encodeURIComponent(paymentId)}`

export function usePay(start: (idempotencyKey: string) => Promise<StartedPayment>) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const key = useRef<string | null>(null)
  return useMutation({
    mutationFn: async () => {
      key.current ??= crypto.randomUUID()
      const { payment, checkout } = await start(key.current)
      key.current = null
      if (payment.status !== 'pending' && payment.status !== 'processing') return void navigate(paymentHref(payment.id))
      if (checkout.provider === 'simulated') return void navigate(testCheckoutHref(checkout.url, payment.id))
      const answer = await payWithRazorpay(checkout, {})
      if (!answer) return
      await confirmCheckout(payment.id, answer)
      await navigate(paymentHref(payment.id))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['deals'] }),
  })
}
