// The payment calls: start paying a deal's token or a rental's deposit or rent (the amount is the
// server's; an Idempotency-Key is required), confirm the checkout's answer, read a payment, the
// gateways' webhooks (raw body, signature checked), an admin's refund, and the simulated
// gateway's own checkout calls (test mode only).
import { confirmCheckoutInputSchema, payoutAccountInputSchema, refundInputSchema, rentalPaymentInputSchema } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { AppError, notFound } from '../../errors'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { paymentsDeps } from './payments.deps'
import {
  dealPaymentParamsSchema,
  idempotencyHeadersSchema,
  idempotencyKeyOf,
  paymentParamsSchema,
  paymentResponseSchema,
  payoutAccountParamsSchema,
  payoutAccountResponseSchema,
  rentalPaymentParamsSchema,
  startedPaymentResponseSchema,
  testOrderParamsSchema,
  testOrderResponseSchema,
  testPayBodySchema,
  testPayResponseSchema,
  webhookParamsSchema,
  webhookResponseSchema,
} from './payments.schemas'
import { adminRefund, confirmCheckout, handleWebhook, setPayoutAccount, startDealPayment, startRentalPayment, visiblePayment } from './payments.service'

const paymentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = paymentsDeps(app)
  const preHandler = requireSignedIn()
  const tags = ['payments']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext
  const keyOf = (headers: { 'idempotency-key'?: string | undefined }) => {
    const checked = idempotencyKeyOf(headers)
    if ('problem' in checked) throw new AppError('BAD_REQUEST', checked.problem)
    return checked.key
  }

  app.post(
    '/deals/:dealId/payments',
    {
      preHandler,
      schema: {
        tags,
        summary: "Pay a deal's token amount into escrow",
        description:
          "The buyer side of an agreed deal pays its token amount (the deal's, or 10 % of the amount when the parties set none), held in the deal's escrow account until the deal completes (released to the seller, less the platform's fee) or is cancelled (refunded). Answers the payment and the checkout to pay it at. The same Idempotency-Key answers the same payment; a payment under way for the deal is taken up again. 409 when the deal is not agreed or is already funded.",
        params: dealPaymentParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 201: startedPaymentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, ...(await startDealPayment({ deps, auth: authOf(request), dealId: request.params.dealId, idempotencyKey: keyOf(request.headers) })) }),
  )

  app.post(
    '/rentals/:rentalId/payments',
    {
      preHandler,
      schema: {
        tags,
        summary: "Pay a rental's security deposit or a month's rent",
        description:
          "The tenant pays the deposit (held for the tenancy and returned at its end, less the deductions the landlord states) or one month's rent (to the landlord, from a month before its due day; overdue after it). Amounts are the rental's. The same Idempotency-Key answers the same payment.",
        params: rentalPaymentParamsSchema,
        headers: idempotencyHeadersSchema,
        body: rentalPaymentInputSchema,
        response: { 201: startedPaymentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        ...(await startRentalPayment({ deps, auth: authOf(request), rentalId: request.params.rentalId, body: request.body, idempotencyKey: keyOf(request.headers), now: new Date() })),
      }),
  )

  app.get(
    '/payments/:paymentId',
    {
      preHandler,
      schema: { tags, summary: 'One payment', description: 'Its payer, its payee and admins see it; anyone else gets 404.', params: paymentParamsSchema, response: { 200: paymentResponseSchema, ...errorResponses(400, 401, 404, 429) } },
    },
    async (request) => ({ success: true as const, payment: await visiblePayment(deps, authOf(request), request.params.paymentId) }),
  )

  app.post(
    '/payments/:paymentId/confirm',
    {
      preHandler,
      schema: {
        tags,
        summary: "Confirm the checkout's answer",
        description:
          "The payer sends what the checkout answered (order, gateway payment id, signature). The signature must be the gateway's for that order and payment (else 400, nothing recorded); then the gateway's own record of the order, not the browser's word, settles the payment. The gateway's webhook settles it too, whichever comes first; it settles once.",
        params: paymentParamsSchema,
        body: confirmCheckoutInputSchema,
        response: { 200: paymentResponseSchema, ...errorResponses(400, 401, 404, 415, 429, 503) },
      },
    },
    async (request) => ({ success: true as const, payment: await confirmCheckout({ deps, auth: authOf(request), paymentId: request.params.paymentId, body: request.body, now: new Date() }) }),
  )

  app.post(
    '/admin/payments/:paymentId/refunds',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin', 'payments'],
        summary: 'Refund a payment',
        description:
          'Admins give back some or all of a succeeded payment with a required reason (recorded in the audit trail): from the escrow or deposit while it is held, else from the payee. Not more than what is left; not once the escrow was released. The same Idempotency-Key refunds once.',
        params: paymentParamsSchema,
        headers: idempotencyHeadersSchema,
        body: refundInputSchema,
        response: { 200: paymentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      payment: await adminRefund({ deps, auth: authOf(request), paymentId: request.params.paymentId, body: request.body, idempotencyKey: keyOf(request.headers) }),
    }),
  )

  app.put(
    '/admin/users/:userId/payout-account',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin', 'payments'],
        summary: "Name a person's payout account (Razorpay Route)",
        description:
          "Admins name the Razorpay linked account (acc_...) a seller's escrow is transferred to on hold and released to when the deal completes, or clear it (null); with a reason, recorded in the audit trail. Without one, the token stays in the platform's Razorpay balance and the escrow is the ledger's.",
        params: payoutAccountParamsSchema,
        body: payoutAccountInputSchema,
        response: { 200: payoutAccountResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await setPayoutAccount({ deps, auth: authOf(request), userId: request.params.userId, body: request.body })) }),
  )

  // The gateways' webhooks: the raw body is what the signature covers, so it is kept as bytes here.
  const webhookRoutes: FastifyPluginCallbackZod = (webhooks, _options, next) => {
    webhooks.removeContentTypeParser('application/json')
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) => parsed(null, body))
    webhooks.post(
      '/payments/webhooks/:provider',
      {
        config: { rateLimit: false },
        schema: {
          tags,
          summary: "A payment gateway's webhook",
          description:
            "Signed by the gateway over the raw body (Razorpay: X-Razorpay-Signature, HMAC-SHA256 with the webhook secret); a bad signature is refused (400) and logged. Each event is processed once by its id, in any order and however often it is delivered; an event for an unknown order is recorded and answered 200 (reconciliation settles it later).",
          params: webhookParamsSchema,
          response: { 200: webhookResponseSchema, ...errorResponses(400, 404, 415, 429) },
        },
      },
      async (request) => {
        if (request.params.provider !== app.payments.gateway.provider) throw notFound(`This server does not take ${request.params.provider} payments`)
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        return { success: true as const, outcome: await handleWebhook({ deps, rawBody, headers: request.headers, now: new Date(), requestId: request.id }) }
      },
    )
    next()
  }
  app.register(webhookRoutes)

  // The simulated gateway's checkout (its own page in the web app calls these), only when it is the gateway.
  const simulated = app.payments.simulated
  if (simulated) {
    const testTags = ['test gateway']
    app.get(
      '/test-gateway/orders/:orderId',
      {
        schema: {
          tags: testTags,
          summary: 'An order at the simulated gateway (test mode)',
          description: 'What the test checkout page shows. The simulated gateway exists only with PAYMENT_PROVIDER=simulated; no real money moves.',
          params: testOrderParamsSchema,
          response: { 200: testOrderResponseSchema, ...errorResponses(400, 404, 429) },
        },
      },
      async (request) => {
        const order = await simulated.order(request.params.orderId)
        if (!order) throw notFound('Unknown order')
        return { success: true as const, order: { orderId: order.orderId, amountPaise: order.amountPaise, status: order.status, paymentId: order.paymentId, testMode: true as const } }
      },
    )
    app.post(
      '/test-gateway/orders/:orderId/pay',
      {
        schema: {
          tags: testTags,
          summary: 'Pay or fail an order at the simulated gateway (test mode)',
          description: "The test payer's choice. Answers what a gateway's checkout hands the browser (signed), and sends the webhooks (some late, some twice). An order already paid is a 409.",
          params: testOrderParamsSchema,
          body: testPayBodySchema,
          response: { 200: testPayResponseSchema, ...errorResponses(400, 404, 409, 415, 429) },
        },
      },
      async (request) => {
        const order = await simulated.order(request.params.orderId)
        if (!order) throw notFound('Unknown order')
        const result = await simulated.pay(order.orderId, request.body)
        if (!result) throw new AppError('CONFLICT', 'This order is already paid')
        return { success: true as const, result: { ...result, orderId: order.orderId } }
      },
    )
  }
  done()
}

export default paymentsRoutes
