// The payment calls for reading: my payments, a receipt (JSON and the PDF download), and the
// admin's payment manager (every payment, its postings, held balances, the reconciliation report,
// a refund with an Idempotency-Key per dialog opening).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { HeldBalanceView, LedgerPostingView, Pagination, PaymentMethod, PaymentProvider, PaymentPurpose, PaymentStatus, PaymentView, ReceiptView, ReconciliationReport } from '@vishwas/domain'
import { readAccessToken } from '../../../lib/access-token'
import { ApiError, api, buildUrl, refreshSession } from '../../../lib/api-client'

export type { HeldBalanceView, LedgerPostingView, PaymentView, ReceiptView, ReconciliationReport }

export type PaymentsPage = { success: true; payments: PaymentView[]; pagination: Pagination }

export type MyPaymentFilters = { status?: PaymentStatus | undefined; purpose?: PaymentPurpose | undefined }

export function useMyPayments(filters: MyPaymentFilters, page: number) {
  return useQuery({
    queryKey: ['payments', 'mine', filters, page],
    queryFn: ({ signal }) => api.get<PaymentsPage>('/payments', { query: { ...filters, page, limit: 10 }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useReceipt(paymentId: string) {
  return useQuery({
    queryKey: ['payments', paymentId, 'receipt'],
    queryFn: ({ signal }) => api.get<{ success: true; receipt: ReceiptView }>(`/payments/${encodeURIComponent(paymentId)}/receipt`, { signal }).then((r) => r.receipt),
    retry: false,
  })
}

/** The receipt's PDF as a file (fetched with the session's token, renewed once on a 401). */
export async function fetchReceiptPdf(paymentId: string): Promise<Blob> {
  const url = buildUrl(`/payments/${encodeURIComponent(paymentId)}/receipt.pdf`)
  const send = (token: string | undefined) => fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' })
  let response = await send(readAccessToken())
  if (response.status === 401 && (await refreshSession(readAccessToken()))) response = await send(readAccessToken())
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null
    throw new ApiError({ message: body?.message ?? `The receipt could not be downloaded (HTTP ${response.status})`, status: response.status, code: body?.code ?? 'HTTP_ERROR' })
  }
  return response.blob()
}

/** Hands the receipt PDF to the browser as a download. */
export async function downloadReceiptPdf(paymentId: string, receiptNumber: string): Promise<void> {
  const blob = await fetchReceiptPdf(paymentId)
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = `receipt-${receiptNumber}.pdf`
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 1000)
}

export type AdminPaymentFilters = MyPaymentFilters & {
  method?: PaymentMethod | undefined
  provider?: PaymentProvider | undefined
  from?: string | undefined
  to?: string | undefined
  q?: string | undefined
  dealId?: string | undefined
  payerId?: string | undefined
  payeeId?: string | undefined
}

export function useAdminPayments(filters: AdminPaymentFilters, page: number) {
  return useQuery({
    queryKey: ['payments', 'admin', filters, page],
    queryFn: ({ signal }) => api.get<PaymentsPage>('/admin/payments', { query: { ...filters, page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function usePaymentPostings(paymentId: string) {
  return useQuery({
    queryKey: ['payments', paymentId, 'postings'],
    queryFn: ({ signal }) => api.get<{ success: true; payment: PaymentView; postings: LedgerPostingView[] }>(`/admin/payments/${encodeURIComponent(paymentId)}/postings`, { signal }),
  })
}

export function useEscrowBalances(page: number) {
  return useQuery({
    queryKey: ['payments', 'escrow', page],
    queryFn: ({ signal }) => api.get<{ success: true; balances: HeldBalanceView[]; pagination: Pagination }>('/admin/escrow', { query: { page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useReconciliation() {
  return useQuery({
    queryKey: ['payments', 'reconciliation'],
    queryFn: ({ signal }) => api.get<{ success: true; report: ReconciliationReport }>('/admin/payments/reconciliation', { signal }).then((r) => r.report),
  })
}

export type RefundRequest = { paymentId: string; amountPaise: number; reason: string; idempotencyKey: string }

/** POST /api/admin/payments/{id}/refunds; every payment query (lists, postings, audit) is refetched after. */
export function useAdminRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ paymentId, amountPaise, reason, idempotencyKey }: RefundRequest) =>
      api.post<{ success: true; payment: PaymentView }>(`/admin/payments/${encodeURIComponent(paymentId)}/refunds`, { amountPaise, reason }, { headers: { 'Idempotency-Key': idempotencyKey } }).then((r) => r.payment),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['payments'] }), queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  })
}
