// Deals, payments and ledger transactions (SPEC §1 lists them; their fields are ours). Money is
// in paise; the ledger is double-entry and every posting is idempotent by its key.
import { z } from 'zod'
import { listingTypes } from '../property/property-enums'
import { doc } from './doc'
import { auditFields, idField, paiseField, textField, timestampField } from './fields'

export const dealStatuses = ['draft', 'negotiation', 'agreed', 'escrow-funded', 'documents-verified', 'completed', 'cancelled'] as const
export const dealPartyRoles = ['buyer', 'seller', 'tenant', 'landlord', 'lessee', 'lessor', 'dealer', 'witness'] as const
export const paymentMethods = ['upi', 'netbanking', 'card', 'neft', 'rtgs', 'imps', 'cheque', 'demand-draft'] as const
export const paymentPurposes = ['token', 'booking', 'installment', 'full-payment', 'rent', 'deposit', 'commission', 'refund'] as const
export const paymentStatuses = ['pending', 'processing', 'succeeded', 'failed', 'refunded'] as const
export const escrowStatuses = ['not-applicable', 'held', 'released', 'refunded', 'disputed'] as const

const partySchema = z
  .object({
    userId: idField('User id', 'The party.'),
    role: z.enum(dealPartyRoles).meta(doc('Role', 'buyer, seller, tenant, landlord, lessee, lessor, dealer or witness.')),
    name: textField(200, 'Name', 'Name as on the agreement.').optional(),
  })
  .meta(doc('Party', 'Someone taking part in the deal.'))

export const dealSchema = z
  .object({
    id: idField('Id', 'Deal id.'),
    propertyId: idField('Property id', 'The property the deal is about.'),
    type: z.enum(listingTypes).meta(doc('Deal type', 'sale, rent or lease.')),
    parties: z.array(partySchema).min(2).meta(doc('Parties', 'At least two parties (e.g. buyer and seller).')),
    amountPaise: paiseField('Amount', 'Agreed consideration: sale price, or rent per month for rent and lease.'),
    tokenAmountPaise: paiseField('Token amount', 'Booking amount paid to hold the deal.').optional(),
    status: z.enum(dealStatuses).default('draft').meta(doc('Status', 'draft, negotiation, agreed, escrow-funded, documents-verified, completed or cancelled.')),
    escrowAccount: textField(100, 'Escrow account', 'Ledger account holding the money in escrow.').optional(),
    terms: textField(10_000, 'Terms', 'Conditions agreed between the parties.').optional(),
    agreementDate: timestampField('Agreement date', 'When the parties agreed.').optional(),
    closingDate: timestampField('Closing date', 'When the deal completed or is due to.').optional(),
    source: z.enum(['proposal', 'bid', 'direct']).default('direct').meta(doc('Source', 'What opened it: an accepted offer, a won bid, or a party directly.')),
    sourceId: idField('Source id', 'The proposal or bid that opened it.').optional(),
    version: z.number().int().min(0).default(0).meta(doc('Version', 'Bumped by every step; a step naming an older version is refused.')),
    ...auditFields,
  })
  .meta(doc('Deal', 'A sale, rental or lease agreed between parties, with money through escrow.'))
export type Deal = z.output<typeof dealSchema>

export const paymentSchema = z
  .object({
    id: idField('Id', 'Payment id.'),
    dealId: idField('Deal id', 'The deal paid for, if any.').optional(),
    rentalId: idField('Rental id', 'The rental paid for, if any.').optional(),
    payerId: idField('Payer id', 'User id of who pays.'),
    payeeId: idField('Payee id', 'User id of who is paid.'),
    amountPaise: paiseField('Amount', 'Amount paid.').refine((n) => n > 0, 'Amount must be positive'),
    currency: z.literal('INR').default('INR').meta(doc('Currency', 'Always INR.')),
    method: z.enum(paymentMethods).meta(doc('Method', 'upi, netbanking, card, neft, rtgs, imps, cheque or demand-draft.')),
    purpose: z.enum(paymentPurposes).meta(doc('Purpose', 'token, booking, installment, full-payment, rent, deposit, commission or refund.')),
    status: z.enum(paymentStatuses).default('pending').meta(doc('Status', 'pending, processing, succeeded, failed or refunded.')),
    escrowStatus: z.enum(escrowStatuses).default('not-applicable').meta(doc('Escrow status', 'Whether the money is held in escrow, released or refunded.')),
    bankReference: textField(64, 'Bank reference', 'UTR or transaction reference from the bank or UPI app.').optional(),
    idempotencyKey: z.string().min(8).max(128).meta(doc('Idempotency key', 'Unique per payment attempt; a retry with the same key does not pay twice.')),
    settledAt: timestampField('Settled at', 'When the money arrived.').optional(),
    ...auditFields,
  })
  .meta(doc('Payment', 'Money paid between users, possibly held in escrow.'))
export type Payment = z.output<typeof paymentSchema>

const entrySchema = z
  .object({
    account: z.string().min(1).max(128).meta(doc('Account', "Ledger account, e.g. 'escrow:<deal id>' or 'user:<user id>'.")),
    debitPaise: paiseField('Debit', 'Amount debited.').default(0),
    creditPaise: paiseField('Credit', 'Amount credited.').default(0),
  })
  .refine((e) => (e.debitPaise > 0) !== (e.creditPaise > 0), 'An entry is either a debit or a credit')
  .meta(doc('Entry', 'One side of a posting.'))

export const transactionSchema = z
  .object({
    id: idField('Id', 'Transaction id.'),
    idempotencyKey: z.string().min(8).max(128).meta(doc('Idempotency key', 'Posting the same key twice records it once.')),
    paymentId: idField('Payment id', 'The payment this posting records, if any.').optional(),
    description: textField(500, 'Description', 'What the posting is for.'),
    entries: z.array(entrySchema).min(2).meta(doc('Entries', 'At least two entries whose debits equal their credits.')),
    postedAt: timestampField('Posted at', 'When it was posted to the ledger.').optional(),
  })
  .refine(
    (t) => t.entries.reduce((sum, e) => sum + e.debitPaise, 0) === t.entries.reduce((sum, e) => sum + e.creditPaise, 0),
    { message: 'Debits must equal credits', path: ['entries'] },
  )
  .meta(doc('Transaction', 'A balanced double-entry posting to the ledger, in paise.'))
export type Transaction = z.output<typeof transactionSchema>
