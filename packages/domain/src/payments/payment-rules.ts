// The rules of paying (issue: payments and escrow), with the messages people see. Amounts always
// come from the server: a deal's token from the deal, a deposit and rent from the rental.
import type { DealStatus } from '../transactions/deal-machine'
import { indianToday } from '../india-time'
import { addMonths } from '../rentals/rental-rules'

export const paymentMessages = {
  paymentNotFound: 'Payment not found',
  userNotFound: 'User not found',
  onlyBuyerPays: (role: string) => `Only the ${role} pays the token amount of this deal`,
  tokenWhenAgreed: (status: DealStatus) => `The token amount is paid once the deal is agreed; this deal is ${status}`,
  tokenAlreadyPaid: 'The token amount of this deal is already paid and held in escrow',
  onlyTenantPays: 'Only the tenant pays the deposit and rent of this rental',
  depositAlreadyPaid: 'The security deposit of this rental is already paid',
  noDeposit: 'This rental has no security deposit to pay',
  rentWhenActive: (status: string) => `Rent is paid while the tenancy is active; this rental is ${status}`,
  depositWhenOpen: (status: string) => `The deposit is paid before or during the tenancy; this rental is ${status}`,
  periodOutsideTenancy: 'That month is not within the tenancy',
  rentAlreadyPaid: (period: string) => `The rent for ${period} is already paid`,
  rentNotYetDue: (period: string) => `The rent for ${period} cannot be paid yet: it opens a month before it is due`,
  idempotencyKeyRequired: 'An Idempotency-Key header is required: a unique value per payment attempt, sent again unchanged on a retry',
  idempotencyKeyFormat: 'The Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request; use a new key for a new request',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed; retry in a moment',
  badSignature: 'The payment signature does not match: nothing was recorded',
  webhookBadSignature: 'Webhook signature verification failed',
  gatewayUnavailable: 'The payment gateway did not answer; nothing was charged. Try again in a moment.',
  refundTooLarge: (refundable: string) => `A refund cannot exceed what is left of the payment: ${refundable}`,
  refundNotSucceeded: (status: string) => `Only a succeeded payment can be refunded; this one is ${status}`,
  refundReasonRequired: 'Give a reason for the refund',
  refundOfReleased: 'The money of this payment was already released to the seller; it cannot be refunded from escrow',
  deductionsTooLarge: (deposit: string) => `Deductions cannot exceed the deposit of ${deposit}`,
  deductionsReasonRequired: 'Say what the deductions from the deposit are for',
  testMode: 'Test mode: no real money moves',
  escrowHeldDeleteRefused: 'This listing has money held in escrow or a deposit for one of its deals or rentals; settle them before deleting it',
} as const

/** The token amount of a deal when its parties did not set one: 10 % of the amount (the usual booking amount), in whole rupees. */
export const DEFAULT_TOKEN_PERCENT = 10

/** What the buyer pays to fund the deal's escrow. */
export function tokenAmountOf(deal: { amountPaise: number; tokenAmountPaise: number | null | undefined }): number {
  if (deal.tokenAmountPaise && deal.tokenAmountPaise > 0) return deal.tokenAmountPaise
  return Math.max(100, Math.floor((deal.amountPaise * DEFAULT_TOKEN_PERCENT) / 100 / 100) * 100)
}

/** The statuses in which a deal's escrow holds the token (cancelling then refunds it; completing releases it). */
export const ESCROW_HOLDING_DEAL_STATUSES: readonly DealStatus[] = ['escrow-funded', 'documents-verified']

/** A receipt number: VR-<year>-<sequence, six digits or more>. */
export function receiptNumber(year: number, sequence: number): string {
  return `VR-${year}-${String(sequence).padStart(6, '0')}`
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/

/** One month of a tenancy's rent: the month (YYYY-MM), the day it is due (YYYY-MM-DD). */
export type RentPeriod = { period: string; dueDate: string }

/** The months of rent of a tenancy: one per month from the start, due on the due day, until the end. */
export function rentPeriods(rental: { startDate: string; endDate: string; rentDueDay: number }): RentPeriod[] {
  const periods: RentPeriod[] = []
  const first = `${rental.startDate.slice(0, 7)}-01`
  for (let month = 0; month < 1200; month += 1) {
    const monthStart = addMonths(first, month)
    if (monthStart > rental.endDate) break
    const dueDate = `${monthStart.slice(0, 7)}-${String(rental.rentDueDay).padStart(2, '0')}`
    periods.push({ period: monthStart.slice(0, 7), dueDate: dueDate < rental.startDate ? rental.startDate : dueDate })
  }
  return periods
}

export type RentState = 'paid' | 'due' | 'overdue' | 'upcoming'

/** Each month's state at `now`: paid, overdue (its due day has passed), due (payable: within a month of its due day), or upcoming. */
export function rentSchedule(
  rental: { startDate: string; endDate: string; rentDueDay: number },
  paidPeriods: ReadonlySet<string>,
  now: Date,
): (RentPeriod & { state: RentState })[] {
  const today = indianToday(now)
  const opensFrom = addMonths(today, 1)
  return rentPeriods(rental).map((period) => ({
    ...period,
    state: paidPeriods.has(period.period) ? 'paid' : period.dueDate < today ? 'overdue' : period.dueDate <= opensFrom ? 'due' : 'upcoming',
  }))
}
