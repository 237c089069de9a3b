// Where money moves, inside the caller's transaction: a captured payment settles (succeeded, its
// receipt number, its capture posted, and the deal funded or the rental's deposit held), a failed
// one is marked, a completed deal's escrow is released to the seller, a cancelled deal's escrow and
// a closed tenancy's deposit go back to the payer. Each is idempotent (postings by key, payments
// by status under a row lock), so a webhook delivered twice, the checkout's confirmation and the
// reconciliation job can all arrive for one payment and it settles once.
import {
  capturePosting,
  depositReturnPosting,
  formatPaise,
  ledgerAccounts,
  platformFee,
  refundPosting,
  releasePosting,
  type Destination,
  type DealStatus,
} from '@vishwas/domain'
import type { QueryFn } from '../../db/database'
import { AppError } from '../../errors'
import type { GatewayPayment } from '../../providers/payments/payment-gateway'
import { dealLink } from '../deals/create-draft-deal'
import { findDealWith, insertDealEvent, updateDealStatus, type StoredDeal } from '../deals/deals.repository'
import { insertNotifications } from '../notifications/notifications.repository'
import { balanceWith, postToLedger } from './ledger.repository'
import { addRefunded, insertRefund, lockPayment, markFailed, markSucceeded, otherLivePayment, setEscrowStatus, type PaymentRow } from './payments.repository'

export const paymentLink = (paymentId: string) => `/payments/${paymentId}`

/** Where a payment's money sits once captured. */
export function destinationOf(payment: Pick<PaymentRow, 'purpose' | 'dealId' | 'rentalId' | 'payeeId'>): Destination {
  if (payment.purpose === 'token' && payment.dealId) return { kind: 'escrow', dealId: payment.dealId }
  if (payment.purpose === 'deposit' && payment.rentalId) return { kind: 'deposit', rentalId: payment.rentalId }
  return { kind: 'payee', userId: payment.payeeId }
}

const purposeWords: Record<string, string> = { token: 'token amount', deposit: 'security deposit', rent: 'rent' }

export type SettleOutcome = 'settled' | 'already-settled' | 'amount-mismatch' | 'refund-requested'

/**
 * The gateway captured `captured` for this payment. Marks it succeeded, posts the capture, and for
 * a token funds the deal's escrow (the deal's system step) — or, when the deal is no longer waiting
 * for it (cancelled meanwhile, funded by another payment), asks for the money back at once.
 */
export async function settleCaptured(query: QueryFn, input: { paymentId: string; locked?: PaymentRow | undefined; captured: GatewayPayment; now: Date }): Promise<SettleOutcome> {
  const payment = input.locked ?? (await lockPayment(query, input.paymentId))
  if (!payment) throw new Error(`No payment ${input.paymentId}`)
  if (payment.status === 'succeeded' || payment.status === 'refunded') return 'already-settled'
  if (input.captured.amountPaise !== payment.amountPaise) {
    await query(`UPDATE payments SET failure_reason = $2, updated_at = now() WHERE id = $1::uuid`, [
      payment.id,
      `The gateway captured ${formatPaise(input.captured.amountPaise)} for a payment of ${formatPaise(payment.amountPaise)}; held for review`,
    ])
    return 'amount-mismatch'
  }
  const destination = destinationOf(payment)
  const at = input.now.toISOString()
  // A failed attempt that the gateway captured after all (a later attempt on its order) when another payment already stands for the same thing: taken in, then given back.
  const superseded = payment.status === 'failed' ? await otherLivePayment(query, payment) : undefined
  const receipt = await markSucceeded(query, {
    id: payment.id,
    gatewayPaymentId: input.captured.id,
    method: input.captured.method,
    bankReference: input.captured.bankReference,
    escrowStatus: destination.kind === 'payee' ? 'not-applicable' : 'held',
    at,
    status: superseded ? 'refunded' : 'succeeded',
  })
  const words = purposeWords[payment.purpose] ?? payment.purpose
  await postToLedger(query, {
    idempotencyKey: `capture:${payment.id}`,
    posting: capturePosting({ payerId: payment.payerId, amountPaise: payment.amountPaise, destination, description: `Paid ${formatPaise(payment.amountPaise)} ${words} for ${payment.propertyTitle}` }),
    paymentId: payment.id,
    dealId: payment.dealId,
    rentalId: payment.rentalId,
  })
  await insertNotifications(query, [
    { userId: payment.payerId, kind: 'payment', title: `Payment received: ${formatPaise(payment.amountPaise)}`, body: `Your ${words} for ${payment.propertyTitle} is paid (receipt ${receipt.receiptNumber}).`, link: paymentLink(payment.id) },
    { userId: payment.payeeId, kind: 'payment', title: `${formatPaise(payment.amountPaise)} ${words} paid`, body: destination.kind === 'payee' ? `For ${payment.propertyTitle}.` : `For ${payment.propertyTitle}, held until the ${destination.kind === 'escrow' ? 'deal completes' : 'tenancy ends'}.`, link: paymentLink(payment.id) },
  ])
  if (superseded) {
    await requestRefund(query, {
      payment: { ...payment, status: 'succeeded', escrowStatus: destination.kind === 'payee' ? 'not-applicable' : 'held' },
      amountPaise: payment.amountPaise,
      reason: 'Another payment was already made for the same thing',
      requestedBy: null,
      idempotencyKey: `superseded:${payment.id}`,
    })
    return 'refund-requested'
  }
  if (payment.purpose !== 'token' || !payment.dealId) return 'settled'

  const deal = await lockDeal(query, payment.dealId)
  if (deal && deal.status === 'agreed') {
    if (!(await updateDealStatus(query, { id: deal.id, version: deal.version, to: 'escrow-funded', at }))) throw new AppError('CONFLICT', 'The deal changed while its payment settled; it will be retried')
    await insertDealEvent(query, { dealId: deal.id, actorId: null, action: 'fund-escrow', fromStatus: 'agreed', toStatus: 'escrow-funded', note: `${formatPaise(payment.amountPaise)} held in escrow (receipt ${receipt.receiptNumber})` })
    await insertNotifications(
      query,
      deal.parties.map((party) => ({ userId: party.userId, kind: 'deal' as const, title: `Escrow funded: ${deal.propertyTitle}`, body: `${formatPaise(payment.amountPaise)} is held in escrow until the deal completes.`, link: dealLink(deal.id) })),
    )
    return 'settled'
  }
  await requestRefund(query, {
    payment: { ...payment, status: 'succeeded', escrowStatus: 'held' },
    amountPaise: payment.amountPaise,
    reason: deal ? `The deal was ${deal.status} when the token arrived` : 'The deal no longer exists',
    requestedBy: null,
    idempotencyKey: `auto-refund:${payment.id}`,
  })
  return 'refund-requested'
}

/** The gateway says the attempt failed: a pending payment becomes failed (a succeeded one never goes back). */
export async function settleFailed(query: QueryFn, input: { paymentId: string; locked?: PaymentRow | undefined; failed: GatewayPayment }): Promise<void> {
  const payment = input.locked ?? (await lockPayment(query, input.paymentId))
  if (!payment || (payment.status !== 'pending' && payment.status !== 'processing')) return
  await markFailed(query, { id: payment.id, gatewayPaymentId: input.failed.id, reason: input.failed.errorReason ?? 'The payment did not go through' })
  await insertNotifications(query, [
    { userId: payment.payerId, kind: 'payment', title: 'Payment failed', body: `${input.failed.errorReason ?? 'The payment did not go through'}. Nothing was charged; you can try again.`, link: paymentLink(payment.id) },
  ])
}

async function lockDeal(query: QueryFn, dealId: string): Promise<StoredDeal | undefined> {
  await query('SELECT id FROM deals WHERE id = $1::uuid FOR UPDATE', [dealId])
  return findDealWith(query, dealId)
}

/**
 * Gives money of a succeeded payment back to its payer: posted now (from the escrow or deposit
 * while it is held, else from the payee), made at the gateway after commit (a pending refund row
 * the refund sender and the reconciliation job work through). Once per idempotency key.
 */
export async function requestRefund(
  query: QueryFn,
  input: { payment: PaymentRow; amountPaise: number; reason: string; requestedBy: string | null; idempotencyKey: string },
): Promise<{ refundId: string; created: boolean }> {
  const { payment } = input
  const { refund, created } = await insertRefund(query, { paymentId: payment.id, amountPaise: input.amountPaise, reason: input.reason, requestedBy: input.requestedBy, idempotencyKey: input.idempotencyKey })
  if (!created) return { refundId: refund.id, created }
  const from: Destination = payment.escrowStatus === 'held' ? destinationOf(payment) : { kind: 'payee', userId: payment.payeeId }
  await postToLedger(query, {
    idempotencyKey: `refund:${refund.id}`,
    posting: refundPosting({ payerId: payment.payerId, amountPaise: input.amountPaise, from, description: `Refund of ${formatPaise(input.amountPaise)}: ${input.reason}` }),
    paymentId: payment.id,
    dealId: payment.dealId,
    rentalId: payment.rentalId,
  })
  await addRefunded(query, payment.id, input.amountPaise)
  if (payment.escrowStatus === 'held' && payment.refundedPaise + input.amountPaise >= payment.amountPaise) await setEscrowStatus(query, payment.id, 'refunded')
  await insertNotifications(query, [
    { userId: payment.payerId, kind: 'payment', title: `Refund of ${formatPaise(input.amountPaise)} on its way`, body: `${input.reason}. It reaches your account in 5–7 working days.`, link: paymentLink(payment.id) },
  ])
  return { refundId: refund.id, created }
}

/** The deal's held token payment, if any (locked). */
async function heldTokenPayment(query: QueryFn, dealId: string): Promise<PaymentRow | undefined> {
  const [row] = await query<{ id: string }>(`SELECT id::text AS id FROM payments WHERE deal_id = $1::uuid AND purpose = 'token' AND escrow_status = 'held'`, [dealId])
  return row ? lockPayment(query, row.id) : undefined
}

/** A deal completed: what its escrow holds goes to the seller, less the platform's fee. Nothing held, nothing moves. */
export async function releaseDealEscrow(query: QueryFn, input: { deal: StoredDeal; feeBasisPoints: number }): Promise<string | null> {
  const payment = await heldTokenPayment(query, input.deal.id)
  if (!payment) return null
  const held = await balanceWith(query, ledgerAccounts.escrow(input.deal.id))
  if (held <= 0) return null
  const feePaise = platformFee(held, input.feeBasisPoints)
  await postToLedger(query, {
    idempotencyKey: `release:${input.deal.id}`,
    posting: releasePosting({ dealId: input.deal.id, sellerId: payment.payeeId, amountPaise: held, feePaise, description: `Escrow released to the seller for ${input.deal.propertyTitle}` }),
    paymentId: payment.id,
    dealId: input.deal.id,
  })
  await setEscrowStatus(query, payment.id, 'released')
  await insertNotifications(query, [
    { userId: payment.payeeId, kind: 'payment', title: `Payout of ${formatPaise(held - feePaise)} released`, body: `The escrow of ${input.deal.propertyTitle} was released to you${feePaise > 0 ? ` (platform fee ${formatPaise(feePaise)})` : ''}.`, link: paymentLink(payment.id) },
  ])
  return `${formatPaise(held - feePaise)} released to the seller${feePaise > 0 ? ` (fee ${formatPaise(feePaise)})` : ''}`
}

/** A deal cancelled while escrow held its token: all of it goes back to the buyer. */
export async function refundDealEscrow(query: QueryFn, input: { deal: StoredDeal; from: DealStatus; actorId: string }): Promise<string | null> {
  const payment = await heldTokenPayment(query, input.deal.id)
  if (!payment) return null
  const held = await balanceWith(query, ledgerAccounts.escrow(input.deal.id))
  if (held <= 0) return null
  await requestRefund(query, { payment, amountPaise: held, reason: `The deal was cancelled while ${input.from}`, requestedBy: input.actorId, idempotencyKey: `deal-cancel:${input.deal.id}` })
  return `${formatPaise(held)} refunded to the buyer`
}

/** A tenancy closed: its deposit goes back to the tenant, less the deductions the landlord stated. Nothing held, nothing moves. */
export async function returnRentalDeposit(query: QueryFn, input: { rentalId: string; propertyTitle: string; deductionsPaise: number; deductionsReason: string; actorId: string }): Promise<void> {
  const [row] = await query<{ id: string }>(`SELECT id::text AS id FROM payments WHERE rental_id = $1::uuid AND purpose = 'deposit' AND escrow_status = 'held'`, [input.rentalId])
  const payment = row ? await lockPayment(query, row.id) : undefined
  if (!payment) return
  const held = await balanceWith(query, ledgerAccounts.deposit(input.rentalId))
  if (held <= 0) return
  const deductions = Math.min(input.deductionsPaise, held)
  await postToLedger(query, {
    idempotencyKey: `deposit-return:${input.rentalId}`,
    posting: depositReturnPosting({ rentalId: input.rentalId, tenantId: payment.payerId, landlordId: payment.payeeId, depositPaise: held, deductionsPaise: deductions, description: `Deposit of ${input.propertyTitle} returned${deductions > 0 ? `, less ${formatPaise(deductions)}: ${input.deductionsReason}` : ''}` }),
    paymentId: payment.id,
    rentalId: input.rentalId,
  })
  const back = held - deductions
  if (back > 0) {
    await insertRefund(query, { paymentId: payment.id, amountPaise: back, reason: 'Security deposit returned', requestedBy: input.actorId, idempotencyKey: `deposit-return:${input.rentalId}` })
    await addRefunded(query, payment.id, back)
  }
  await setEscrowStatus(query, payment.id, deductions > 0 ? 'released' : 'refunded')
  await insertNotifications(query, [
    {
      userId: payment.payerId,
      kind: 'payment',
      title: `Deposit returned: ${formatPaise(back)}`,
      body: deductions > 0 ? `${formatPaise(deductions)} was deducted: ${input.deductionsReason}` : `The whole deposit of ${input.propertyTitle} comes back to you.`,
      link: paymentLink(payment.id),
    },
  ])
}
