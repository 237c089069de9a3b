// Reading payments: a person's payment history (GET /payments), a payment's receipt as JSON and
// as a PDF download, and the admin's payment manager (every payment with filters, a payment's
// postings, the money held in escrow and deposits, the reconciliation report). Admins only for
// /admin/*; a receipt is its payer's, its payee's and admins' (404 to anyone else).
import {
  PAYMENTS_PAGE_LIMIT,
  adminPaymentFilterFields,
  heldBalanceViewSchema,
  ledgerPostingViewSchema,
  paginate,
  paginationSchema,
  paymentListFilterFields,
  paymentReadMessages,
  paymentViewSchema,
  receiptViewSchema,
  reconciliationReportSchema,
} from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config'
import { AppError } from '../../errors'
import { errorResponses, textParam } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { pageQuerySchema } from '../properties/property-stewardship.schemas'
import { allPayments, escrowBalances, myPayments, paymentPostings, paymentReceipt, reconciliationReport, type PaymentReadsDeps } from './payment-reads.service'
import { paymentParamsSchema } from './payments.schemas'
import { receiptPdf } from './receipt-pdf'

const uuidFilter = (what: string) => z.uuid({ error: `must be the ${what}'s id (a UUID)` }).optional()
const dateFilter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD' })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  }, { error: 'must be a real date' })
  .optional()

const myPaymentsQuerySchema = pageQuerySchema.extend(paymentListFilterFields)
const adminPaymentsQuerySchema = pageQuerySchema.extend({
  ...adminPaymentFilterFields,
  from: dateFilter.meta({ description: 'Made on or after this day (India time), YYYY-MM-DD.' }),
  to: dateFilter.meta({ description: 'Made on or before this day (India time), YYYY-MM-DD.' }),
  dealId: uuidFilter('deal'),
  payerId: uuidFilter('payer'),
  payeeId: uuidFilter('payee'),
  q: textParam(40).optional().meta({ description: 'The start of a receipt number (VR-2026-000123) or a property reference (PROP-...).' }),
})

const paymentsPageSchema = z.object({ success: z.literal(true), payments: z.array(paymentViewSchema), pagination: paginationSchema })
const receiptResponseSchema = z.object({ success: z.literal(true), receipt: receiptViewSchema })
const postingsResponseSchema = z.object({ success: z.literal(true), payment: paymentViewSchema, postings: z.array(ledgerPostingViewSchema) })
const escrowResponseSchema = z.object({ success: z.literal(true), balances: z.array(heldBalanceViewSchema), pagination: paginationSchema })
const reconciliationResponseSchema = z.object({ success: z.literal(true), report: reconciliationReportSchema })

const paymentReadsRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, options, done) => {
  const deps: PaymentReadsDeps = { database: app.database, gateway: app.payments.gateway, log: app.log.child({ module: 'payment-reads' }) }
  const preHandler = requireSignedIn()
  const tags = ['payments']
  const adminTags = ['admin', 'payments']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/payments',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My payments',
        description: `The caller's payments as payer or payee, newest first; filter by status and purpose. Paginated (at most ${PAYMENTS_PAGE_LIMIT} a page).`,
        querystring: myPaymentsQuerySchema,
        response: { 200: paymentsPageSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { page, limit, status, purpose } = request.query
      const { payments, total } = await myPayments({ deps, auth: authOf(request), filters: { status, purpose }, page, limit })
      return { success: true as const, payments, pagination: paginate(total, page, limit) }
    },
  )

  app.get(
    '/payments/:paymentId/receipt',
    {
      preHandler,
      schema: {
        tags,
        summary: "A payment's receipt",
        description: 'For a succeeded (or since refunded) payment: number, parties, property, amount in figures and in words (Indian numbering), date, reference. Its payer, payee and admins see it (404 to anyone else); 409 until the payment has succeeded.',
        params: paymentParamsSchema,
        response: { 200: receiptResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({ success: true as const, receipt: await paymentReceipt({ deps, auth: authOf(request), paymentId: request.params.paymentId }) }),
  )

  app.get(
    '/payments/:paymentId/receipt.pdf',
    {
      preHandler,
      schema: {
        tags,
        summary: "A payment's receipt as a PDF",
        description: 'The receipt as a one-page A4 PDF download (amounts in Rs.; a TEST MODE banner when no real money moved). Same access as the receipt.',
        params: paymentParamsSchema,
        response: { 200: z.unknown().meta({ description: 'The PDF (application/pdf).' }), ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const receipt = await paymentReceipt({ deps, auth: authOf(request), paymentId: request.params.paymentId })
      const pdf = receiptPdf(receipt, options.config.brandName)
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="receipt-${receipt.receiptNumber}.pdf"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(pdf)
    },
  )

  app.get(
    '/admin/payments',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'Every payment (payment manager)',
        description:
          'Newest first; filters: status, method, purpose, provider, the days made (from/to, India time), deal, payer, payee, and q (the start of a receipt number or property reference). Paginated. Admins only.',
        querystring: adminPaymentsQuerySchema,
        response: { 200: paymentsPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { page, limit, from, to, q, ...filters } = request.query
      if (from && to && from > to) throw new AppError('BAD_REQUEST', paymentReadMessages.badDateRange)
      const { payments, total } = await allPayments({
        deps,
        filters: { ...filters, search: q, fromDay: from, toDay: to },
        page,
        limit,
      })
      return { success: true as const, payments, pagination: paginate(total, page, limit) }
    },
  )

  app.get(
    '/admin/payments/reconciliation',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'The reconciliation report',
        description:
          "Where the ledger, the payments and the gateway differ: payments marked paid without a capture posting, capture postings of payments that did not succeed, payments pending over ten minutes with what the gateway says now (at most 50 asked per report), refunds not yet made at the gateway, and the gateway clearing account against the payments that succeeded. Each difference comes with an explanation. Reads only. Admins only.",
        response: { 200: reconciliationResponseSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async () => ({ success: true as const, report: await reconciliationReport({ deps, now: new Date() }) }),
  )

  app.get(
    '/admin/payments/:paymentId/postings',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: "A payment's ledger postings",
        description: 'The payment and its postings (capture, refund, release, ...) with their debit and credit entries, oldest first. Admins only.',
        params: paymentParamsSchema,
        response: { 200: postingsResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await paymentPostings({ deps, paymentId: request.params.paymentId })) }),
  )

  app.get(
    '/admin/escrow',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'Money held in escrow and deposits',
        description: "Each deal's escrow and each rental's deposit that holds money on the ledger, largest first: the property, the payer and payee, how much and since when. Paginated. Admins only.",
        querystring: pageQuerySchema,
        response: { 200: escrowResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { page, limit } = request.query
      const { balances, total } = await escrowBalances({ deps, page, limit })
      return { success: true as const, balances, pagination: paginate(total, page, limit) }
    },
  )
  done()
}

export default paymentReadsRoutes
