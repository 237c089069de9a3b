// The payment calls the browser makes: start paying (with an Idempotency-Key), confirm the
// checkout's answer, read a payment while it settles, and the simulated gateway's checkout calls.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Checkout, PaymentView, RentalPaymentInput } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type StartedPayment = { success: true; payment: PaymentView; checkout: Checkout }

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } })

/** POST /api/deals/{id}/payments: the buyer's token into escrow. */
export const startDealPayment = (dealId: string, key: string) => api.post<StartedPayment>(`/deals/${encodeURIComponent(dealId)}/payments`, undefined, withKey(key))

/** POST /api/rentals/{id}/payments: the tenant's deposit or a month's rent. */
export const startRentalPayment = (rentalId: string, body: RentalPaymentInput, key: string) => api.post<StartedPayment>(`/rentals/${encodeURIComponent(rentalId)}/payments`, body, withKey(key))

/** POST /api/payments/{id}/confirm: what the checkout answered; the server settles from the gateway's own record. */
export const confirmCheckout = (paymentId: string, body: { orderId: string; gatewayPaymentId: string; signature: string }) =>
  api.post<{ success: true; payment: PaymentView }>(`/payments/${encodeURIComponent(paymentId)}/confirm`, body).then((answer) => answer.payment)

const unsettled = (payment: PaymentView | undefined) => payment?.status === 'pending' || payment?.status === 'processing'

export function paymentQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: ['payments', paymentId],
    queryFn: ({ signal }) => api.get<{ success: true; payment: PaymentView }>(`/payments/${encodeURIComponent(paymentId)}`, { signal }).then((answer) => answer.payment),
    // Until the gateway's word arrives (a webhook may come a few seconds late), look again.
    refetchInterval: (query) => (unsettled(query.state.data) && query.state.dataUpdateCount < 40 ? 1500 : false),
  })
}

export const usePayment = (paymentId: string) => useQuery(paymentQueryOptions(paymentId))

export type TestOrder = { orderId: string; amountPaise: number; status: 'created' | 'paid' | 'failed'; paymentId: string | null; testMode: true }
export type TestPayResult = { ok: true; orderId: string; gatewayPaymentId: string; signature: string } | { ok: false; orderId: string; gatewayPaymentId: string; reason: string }

export function testOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['test-gateway', orderId],
    queryFn: ({ signal }) => api.get<{ success: true; order: TestOrder }>(`/test-gateway/orders/${encodeURIComponent(orderId)}`, { signal, auth: false }).then((answer) => answer.order),
  })
}

export const useTestOrder = (orderId: string) => useQuery(testOrderQueryOptions(orderId))

export const payTestOrder = (orderId: string, body: { outcome: 'succeed' | 'fail'; method: 'upi' | 'card' | 'netbanking' }) =>
  api.post<{ success: true; result: TestPayResult }>(`/test-gateway/orders/${encodeURIComponent(orderId)}/pay`, body, { auth: false }).then((answer) => answer.result)
