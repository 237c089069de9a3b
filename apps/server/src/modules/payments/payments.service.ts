// Paying (issue: payments and escrow): start a payment for a deal's token or a rental's deposit
// or rent (the amount is always the server's), confirm the checkout's answer, take the gateway's
// webhooks, send refunds, reconcile with the gateway, and the admin's refund. The gateway is
// called outside database transactions; what it says is applied inside one (settlement.ts).
import {
  formatPaise,
  paymentMessages,
  rentSchedule,
  tokenAmountOf,
  type Checkout,
  type ConfirmCheckoutInput,
  type PaymentView,
  type PayoutAccountInput,
  type RefundInput,
  type RentalPaymentInput,
} from '@vishwas/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { AppError, notFound } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { GatewayWebhookError, type PaymentGateway, type WebhookHeaders } from '../../providers/payments/payment-gateway'
import { recordAdminAction } from '../admin-audit/admin-audit.repository'
import { visibleDeal, type DealsDeps } from '../deals/deals.service'
import type { RentalsRepository } from '../rentals/rentals.repository'
import { visibleRental } from '../rentals/rentals.service'
import {
  findPaymentRow,
  findPaymentView,
  insertPayment,
  livePaymentFor,
  lockPayment,
  markFailed,
  markRefundProcessedByProviderId,
  markRefundSent,
  lockPaymentByOrder,
  pendingRefunds,
  recordWebhookEvent,
  setOrderId,
  unsettledPayments,
  type NewPayment,
  type PaymentRow,
} from './payments.repository'
import { syncGatewayEscrow } from './gateway-escrow'
import { destinationOf, requestRefund, settleCaptured, settleFailed } from './settlement'

export type PaymentsDeps = {
  database: DatabaseHandle
  gateway: PaymentGateway
  deals: DealsDeps
  rentals: RentalsRepository
  merchantName: string
  log: FastifyBaseLogger
}

export type StartedPayment = { payment: PaymentView; checkout: Checkout }

const buyerSide = new Set(['buyer', 'tenant', 'lessee'])
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

/** A payment the caller may see: its payer, its payee, or an admin; anyone else gets 404. */
export async function visiblePayment(deps: Pick<PaymentsDeps, 'database'>, auth: AuthContext, paymentId: string): Promise<PaymentView> {
  const payment = await findPaymentView(deps.database.query, paymentId)
  if (!payment || !(auth.roles.isAdmin || payment.payerId === auth.did || payment.payeeId === auth.did)) throw notFound(paymentMessages.paymentNotFound)
  return payment
}

/**
 * Creates the payment (or finds the one this key, or the live one for the same thing, already
 * made), then its gateway order, and answers the checkout. Two calls with one key give one
 * payment; a key used for something else is refused (422).
 */
async function startPayment(deps: PaymentsDeps, input: { payment: NewPayment; live: () => Promise<PaymentRow | undefined>; description: string }): Promise<StartedPayment> {
  const { database, gateway } = deps
  const { payment } = input
  const sameThing = (row: { dealId: string | null; rentalId: string | null; purpose: string; rentPeriod: string | null }) =>
    row.dealId === (payment.dealId ?? null) && row.rentalId === (payment.rentalId ?? null) && row.purpose === payment.purpose && row.rentPeriod === (payment.rentPeriod ?? null)

  const byKey = async () => {
    const [row] = await database.query<{ id: string }>('SELECT id::text AS id FROM payments WHERE payer_id = $1::uuid AND idempotency_key = $2', [payment.payerId, payment.idempotencyKey])
    return row ? findPaymentRow(database.query, row.id) : undefined
  }
  let row = await byKey()
  if (row && !sameThing(row)) throw new AppError('UNPROCESSABLE', paymentMessages.idempotencyKeyReused)
  if (!row) {
    const live = await input.live()
    if (live?.status === 'succeeded') throw new AppError('CONFLICT', payment.purpose === 'token' ? paymentMessages.tokenAlreadyPaid : payment.purpose === 'deposit' ? paymentMessages.depositAlreadyPaid : paymentMessages.rentAlreadyPaid(payment.rentPeriod ?? ''))
    // A payment under way for the same thing (another tab, a retry with a new key) is taken up again.
    row = live
  }
  if (!row) {
    try {
      const id = await insertPayment(database.query, payment)
      row = (await findPaymentRow(database.query, id))!
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // Another request made it at the same moment (same key, or the same thing): take that one up.
      row = (await byKey()) ?? (await input.live())
      if (!row || row.status === 'succeeded') throw new AppError('CONFLICT', paymentMessages.tokenAlreadyPaid)
    }
  }
  if (row.status === 'succeeded' || row.status === 'refunded') return { payment: (await findPaymentView(database.query, row.id))!, checkout: gateway.checkout({ orderId: row.providerOrderId ?? '', amountPaise: row.amountPaise, description: input.description, merchantName: deps.merchantName }) }
  let orderId = row.providerOrderId
  if (!orderId) {
    try {
      ;({ orderId } = await gateway.createOrder({ amountPaise: row.amountPaise, receipt: row.id, notes: { paymentId: row.id, purpose: row.purpose, property: row.propertyTitle.slice(0, 200) } }))
    } catch (error) {
      deps.log.warn({ err: error, paymentId: row.id }, 'the payment gateway did not make an order')
      throw new AppError('SERVICE_UNAVAILABLE', paymentMessages.gatewayUnavailable)
    }
    await setOrderId(database.query, row.id, orderId)
  }
  return {
    payment: (await findPaymentView(database.query, row.id))!,
    checkout: gateway.checkout({ orderId, amountPaise: row.amountPaise, description: input.description, merchantName: deps.merchantName }),
  }
}

/** The buyer pays the deal's token amount into escrow: only the buyer side, only once the deal is agreed. */
export async function startDealPayment(input: { deps: PaymentsDeps; auth: AuthContext; dealId: string; idempotencyKey: string }): Promise<StartedPayment> {
  const { deps, auth } = input
  const deal = await visibleDeal(deps.deals, auth, await deps.deals.deals.find(input.dealId))
  const mine = deal.parties.filter((party) => party.userId === auth.did)
  const buyer = deal.parties.find((party) => buyerSide.has(party.role))
  const seller = deal.parties.find((party) => !buyerSide.has(party.role) && party.role !== 'dealer' && party.role !== 'witness')
  if (!buyer || !seller || !mine.some((party) => buyerSide.has(party.role))) throw new AppError('FORBIDDEN', paymentMessages.onlyBuyerPays(buyer?.role ?? 'buyer'))
  if (deal.status === 'escrow-funded' || deal.status === 'documents-verified' || deal.status === 'completed') throw new AppError('CONFLICT', paymentMessages.tokenAlreadyPaid)
  if (deal.status !== 'agreed') throw new AppError('CONFLICT', paymentMessages.tokenWhenAgreed(deal.status))
  const amountPaise = tokenAmountOf(deal)
  return startPayment(deps, {
    payment: {
      dealId: deal.id,
      propertyId: deal.propertyId,
      propertyReference: deal.propertyReference,
      propertyTitle: deal.propertyTitle,
      payerId: auth.did,
      payeeId: seller.userId,
      amountPaise,
      purpose: 'token',
      provider: deps.gateway.provider,
      testMode: deps.gateway.testMode,
      idempotencyKey: input.idempotencyKey,
    },
    live: () => livePaymentFor(deps.database.query, { dealId: deal.id }),
    description: `Token amount for ${deal.propertyTitle} (${formatPaise(amountPaise)}), held in escrow`,
  })
}

/** The tenant pays the rental's deposit (before or during the tenancy) or a month's rent (while it is active). */
export async function startRentalPayment(input: { deps: PaymentsDeps; auth: AuthContext; rentalId: string; body: RentalPaymentInput; idempotencyKey: string; now: Date }): Promise<StartedPayment> {
  const { deps, auth, body } = input
  const { row } = await visibleRental(deps.rentals, auth, input.rentalId)
  if (row.tenantUserId !== auth.did) throw new AppError('FORBIDDEN', paymentMessages.onlyTenantPays)
  if (!row.landlordId) throw new AppError('UNPROCESSABLE', paymentMessages.onlyTenantPays)
  const common = { rentalId: row.id, propertyId: row.propertyId, propertyReference: row.property.reference, propertyTitle: row.property.title, payerId: auth.did, payeeId: row.landlordId, provider: deps.gateway.provider, testMode: deps.gateway.testMode, idempotencyKey: input.idempotencyKey }
  if (body.purpose === 'deposit') {
    if (row.status !== 'draft' && row.status !== 'active') throw new AppError('CONFLICT', paymentMessages.depositWhenOpen(row.status))
    if (row.securityDepositPaise <= 0) throw new AppError('CONFLICT', paymentMessages.noDeposit)
    return startPayment(deps, {
      payment: { ...common, amountPaise: row.securityDepositPaise, purpose: 'deposit' },
      live: () => livePaymentFor(deps.database.query, { rentalId: row.id, purpose: 'deposit' }),
      description: `Security deposit for ${row.property.title}, held for the tenancy`,
    })
  }
  if (row.status !== 'active') throw new AppError('CONFLICT', paymentMessages.rentWhenActive(row.status))
  const paid = await paidRentPeriods(deps.database.query, row.id)
  const schedule = rentSchedule(row, paid, input.now)
  const period = body.period ?? schedule.find((month) => month.state !== 'paid')?.period
  const month = schedule.find((candidate) => candidate.period === period)
  if (!period || !month) throw new AppError('BAD_REQUEST', paymentMessages.periodOutsideTenancy)
  if (month.state === 'paid') throw new AppError('CONFLICT', paymentMessages.rentAlreadyPaid(period))
  if (month.state === 'upcoming') throw new AppError('CONFLICT', paymentMessages.rentNotYetDue(period))
  return startPayment(deps, {
    payment: { ...common, amountPaise: row.monthlyRentPaise, purpose: 'rent', rentPeriod: period },
    live: () => livePaymentFor(deps.database.query, { rentalId: row.id, purpose: 'rent', period }),
    description: `Rent for ${period}, ${row.property.title}`,
  })
}

export async function paidRentPeriods(query: QueryFn, rentalId: string): Promise<Set<string>> {
  const rows = await query<{ period: string }>(`SELECT rent_period AS period FROM payments WHERE rental_id = $1::uuid AND purpose = 'rent' AND status IN ('succeeded', 'refunded')`, [rentalId])
  return new Set(rows.map((row) => row.period))
}

/** Applies what the gateway records for the payment's order (never what the browser says). */
async function applyGatewayRecord(deps: PaymentsDeps, payment: Pick<PaymentRow, 'id' | 'providerOrderId'>, now: Date): Promise<void> {
  if (!payment.providerOrderId) return
  let attempts
  try {
    attempts = await deps.gateway.orderPayments(payment.providerOrderId)
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'the payment gateway did not answer for an order')
    throw new AppError('SERVICE_UNAVAILABLE', paymentMessages.gatewayUnavailable)
  }
  const captured = attempts.find((attempt) => attempt.status === 'captured' || attempt.status === 'refunded')
  if (captured) {
    await deps.database.transaction((query) => settleCaptured(query, { paymentId: payment.id, captured: { ...captured, status: 'captured' }, now }))
    return
  }
  const failed = attempts.filter((attempt) => attempt.status === 'failed').at(-1)
  if (failed) await deps.database.transaction((query) => settleFailed(query, { paymentId: payment.id, failed }))
}

/** The checkout's answer: its signature must be the gateway's; then the gateway's own record settles the payment. */
export async function confirmCheckout(input: { deps: PaymentsDeps; auth: AuthContext; paymentId: string; body: ConfirmCheckoutInput; now: Date }): Promise<PaymentView> {
  const { deps, auth, body } = input
  const view = await visiblePayment(deps, auth, input.paymentId)
  if (view.payerId !== auth.did) throw notFound(paymentMessages.paymentNotFound)
  if (view.providerOrderId !== body.orderId || !deps.gateway.verifyCheckout(body)) throw new AppError('BAD_REQUEST', paymentMessages.badSignature)
  await applyGatewayRecord(deps, { id: view.id, providerOrderId: view.providerOrderId }, input.now)
  await sendPendingRefunds(deps)
  return (await findPaymentView(deps.database.query, view.id))!
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'unknown-order' | 'ignored'

/**
 * A gateway's webhook: refused (and logged) unless its signature over the raw body is the
 * gateway's; then processed once by event id, in any order, in one transaction with its effect.
 */
export async function handleWebhook(input: { deps: PaymentsDeps; rawBody: Buffer; headers: WebhookHeaders; now: Date; requestId: string }): Promise<WebhookOutcome> {
  const { deps, rawBody } = input
  if (!deps.gateway.verifyWebhook(rawBody, input.headers)) {
    deps.log.warn({ provider: deps.gateway.provider, requestId: input.requestId, bytes: rawBody.length }, 'refused a payment webhook whose signature does not match')
    throw new AppError('BAD_REQUEST', paymentMessages.webhookBadSignature)
  }
  let event
  try {
    event = deps.gateway.parseWebhook(rawBody, input.headers)
  } catch (error) {
    if (error instanceof GatewayWebhookError) throw new AppError('BAD_REQUEST', error.message)
    throw error
  }
  const payload = JSON.parse(rawBody.toString('utf8')) as unknown
  const { outcome, gatewayWork } = await deps.database.transaction(async (query): Promise<{ outcome: WebhookOutcome; gatewayWork: boolean }> => {
    // Found and locked in one round trip: two deliveries of one payment's events queue here.
    const payment = event.orderId ? await lockPaymentByOrder(query, deps.gateway.provider, event.orderId) : undefined
    const refundEvent = event.type === 'refund.processed' && event.refund
    const outcome: WebhookOutcome = refundEvent ? 'processed' : event.type === 'other' ? 'ignored' : payment ? 'processed' : 'unknown-order'
    if (!(await recordWebhookEvent(query, { provider: deps.gateway.provider, eventId: event.eventId, eventType: event.rawType, outcome, payload }))) return { outcome: 'duplicate', gatewayWork: false }
    if (refundEvent) await markRefundProcessedByProviderId(query, event.refund!.id)
    else if (payment && event.payment && event.type === 'payment.captured') {
      const settled = await settleCaptured(query, { paymentId: payment.id, locked: payment, captured: event.payment, now: input.now })
      // The gateway has work only for a refund just asked for, or money now held that its escrow transfers follow.
      return { outcome, gatewayWork: settled === 'refund-requested' || (settled === 'settled' && destinationOf(payment).kind !== 'payee' && deps.gateway.holdTransfer !== undefined) }
    } else if (payment && event.payment && event.type === 'payment.failed') await settleFailed(query, { paymentId: payment.id, locked: payment, failed: event.payment })
    return { outcome, gatewayWork: false }
  })
  if (gatewayWork) await sendPendingRefunds(deps)
  return outcome
}

/**
 * The gateway's side after a commit: escrow transfers in step with the ledger (Razorpay Route),
 * then the refunds asked for; one the gateway does not take stays pending for the next try.
 */
export async function sendPendingRefunds(deps: Pick<PaymentsDeps, 'database' | 'gateway' | 'log'> & { deals?: { feeBasisPoints: number } }, limit = 50): Promise<number> {
  let sent = await syncGatewayEscrow({ database: deps.database, gateway: deps.gateway, log: deps.log, feeBasisPoints: deps.deals?.feeBasisPoints ?? 0 })
  for (const refund of await pendingRefunds(deps.database.query, limit)) {
    if (refund.provider !== deps.gateway.provider || !refund.providerPaymentId || refund.providerRefundId) continue
    try {
      const made = await deps.gateway.refund({ gatewayPaymentId: refund.providerPaymentId, amountPaise: refund.amountPaise, idempotencyKey: refund.idempotencyKey, notes: { refundId: refund.id, reason: refund.reason.slice(0, 200) } })
      await markRefundSent(deps.database.query, { id: refund.id, providerRefundId: made.refundId, processed: made.status === 'processed' })
      sent += 1
    } catch (error) {
      deps.log.warn({ err: error, refundId: refund.id }, 'the payment gateway did not take a refund; it stays pending')
    }
  }
  return sent
}

/** The reconciliation job: payments the gateway settled but no webhook reached us (a crash, a lost delivery) are settled; abandoned ones expire. */
export async function reconcilePayments(input: { deps: PaymentsDeps; now: Date; settleAfterMs?: number; abandonAfterMs?: number }): Promise<number> {
  const { deps, now } = input
  let touched = 0
  const olderThan = new Date(now.getTime() - (input.settleAfterMs ?? 60_000)).toISOString()
  for (const payment of await unsettledPayments(deps.database.query, { olderThan, limit: 200 })) {
    try {
      await applyGatewayRecord(deps, payment, now)
    } catch (error) {
      deps.log.warn({ err: error, paymentId: payment.id }, 'could not reconcile a payment; next run tries again')
      continue
    }
    const after = await findPaymentRow(deps.database.query, payment.id)
    if (after && after.status !== payment.status) touched += 1
    else if (after && now.getTime() - Date.parse(after.createdAt) > (input.abandonAfterMs ?? 24 * 60 * 60_000)) {
      await markFailed(deps.database.query, { id: payment.id, gatewayPaymentId: null, reason: 'The checkout was abandoned' })
      touched += 1
    }
  }
  return touched + (await sendPendingRefunds(deps))
}

/** An admin gives back some or all of a succeeded payment, with a reason; recorded in the audit trail. Once per idempotency key. */
export async function adminRefund(input: { deps: PaymentsDeps; auth: AuthContext; paymentId: string; body: RefundInput; idempotencyKey: string }): Promise<PaymentView> {
  const { deps, auth, body } = input
  await visiblePayment(deps, auth, input.paymentId)
  await deps.database.transaction(async (query) => {
    const payment = await lockPayment(query, input.paymentId)
    if (!payment) throw notFound(paymentMessages.paymentNotFound)
    const key = `admin:${auth.did}:${input.idempotencyKey}`
    const [earlier] = await query<{ paymentId: string; amountPaise: number; reason: string }>(
      'SELECT payment_id::text AS "paymentId", amount_paise::float8 AS "amountPaise", reason FROM payment_refunds WHERE idempotency_key = $1',
      [key],
    )
    const left = payment.amountPaise - payment.refundedPaise
    const amountPaise = body.amountPaise ?? (earlier?.amountPaise ?? left)
    if (earlier) {
      if (earlier.paymentId !== payment.id || earlier.amountPaise !== amountPaise || earlier.reason !== body.reason) throw new AppError('UNPROCESSABLE', paymentMessages.idempotencyKeyReused)
      return
    }
    if (payment.status !== 'succeeded') throw new AppError('CONFLICT', paymentMessages.refundNotSucceeded(payment.status))
    if (payment.escrowStatus === 'released') throw new AppError('CONFLICT', paymentMessages.refundOfReleased)
    if (amountPaise > left) throw new AppError('UNPROCESSABLE', paymentMessages.refundTooLarge(formatPaise(left)))
    await requestRefund(query, { payment, amountPaise, reason: body.reason, requestedBy: auth.did, idempotencyKey: key })
    await recordAdminAction(query, {
      actorId: auth.did,
      action: 'payment.refund',
      targetType: 'payment',
      targetId: payment.id,
      before: { refundedPaise: payment.refundedPaise, status: payment.status },
      after: { refundedPaise: payment.refundedPaise + amountPaise, status: payment.refundedPaise + amountPaise >= payment.amountPaise ? 'refunded' : payment.status },
      reason: body.reason,
    })
  })
  await sendPendingRefunds(deps)
  return (await findPaymentView(deps.database.query, input.paymentId))!
}

/** An admin names (or clears) the Razorpay linked account a person's escrow releases go to; recorded in the audit trail. */
export async function setPayoutAccount(input: { deps: PaymentsDeps; auth: AuthContext; userId: string; body: PayoutAccountInput }): Promise<{ userId: string; payoutAccountId: string | null }> {
  const { deps, auth, body } = input
  return deps.database.transaction(async (query) => {
    const [user] = await query<{ payoutAccountId: string | null }>('SELECT payout_account_id AS "payoutAccountId" FROM users WHERE id = $1::uuid FOR UPDATE', [input.userId])
    if (!user) throw notFound(paymentMessages.userNotFound)
    await query('UPDATE users SET payout_account_id = $2 WHERE id = $1::uuid', [input.userId, body.accountId])
    await recordAdminAction(query, {
      actorId: auth.did,
      action: 'user.payout-account',
      targetType: 'user',
      targetId: input.userId,
      before: { payoutAccountId: user.payoutAccountId },
      after: { payoutAccountId: body.accountId },
      reason: body.reason,
    })
    return { userId: input.userId, payoutAccountId: body.accountId }
  })
}
