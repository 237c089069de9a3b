import { describe, expect, it } from 'vitest'
import { dealSchema, paymentSchema, transactionSchema } from './deal-schemas'
import { bidSchema, inquirySchema, notificationSchema, proposalSchema, scheduleSchema, teamSchema } from './engagement-schemas'
import { applicationSchema, rentalSchema, tenantSchema } from './rental-schemas'

const at = '2026-04-01T10:00:00.000Z'

describe('rental schemas', () => {
  const rental = {
    id: 'r1',
    propertyId: 'p1',
    tenantId: 't1',
    landlordId: 'u1',
    monthlyRentPaise: 2_500_000,
    securityDepositPaise: 5_000_000,
    period: { startDate: '2026-04-01', endDate: '2027-02-28' },
  }

  it('parses a rental with defaults', () => {
    expect(rentalSchema.parse(rental)).toMatchObject({ rentDueDay: 5, noticePeriodDays: 30, status: 'draft' })
  })

  it('refuses a period that ends before it starts, and fractional paise', () => {
    expect(rentalSchema.safeParse({ ...rental, period: { startDate: '2026-04-01', endDate: '2026-03-01' } }).success).toBe(false)
    expect(rentalSchema.safeParse({ ...rental, monthlyRentPaise: 10.5 }).success).toBe(false)
  })

  it('keeps only the last 4 characters of an ID proof', () => {
    const tenant = { id: 't1', fullName: 'Asha Verma', phoneNumber: '+919876543210', idProof: { type: 'aadhaar', last4: '1234' } }
    expect(tenantSchema.parse(tenant)).toMatchObject({ kycStatus: 'not-started' })
    expect(tenantSchema.safeParse({ ...tenant, idProof: { type: 'aadhaar', last4: '123412341234' } }).success).toBe(false)
    expect(tenantSchema.safeParse({ ...tenant, phoneNumber: '98765 43210' }).error?.issues[0]?.message).toBe('Phone number must be digits with a leading plus')
  })

  it('parses an application', () => {
    expect(applicationSchema.parse({ id: 'a1', propertyId: 'p1', applicantId: 'u2' })).toMatchObject({ occupants: 1, message: '', status: 'submitted' })
  })
})

describe('deal schemas', () => {
  const parties = [
    { userId: 'buyer', role: 'buyer' },
    { userId: 'seller', role: 'seller' },
  ]

  it('parses a sale deal with parties, amount and status', () => {
    expect(dealSchema.parse({ id: 'd1', propertyId: 'p1', type: 'sale', parties, amountPaise: 850_000_000 })).toMatchObject({ status: 'draft' })
    expect(dealSchema.safeParse({ id: 'd1', propertyId: 'p1', type: 'barter', parties, amountPaise: 1 }).success).toBe(false)
    expect(dealSchema.safeParse({ id: 'd1', propertyId: 'p1', type: 'sale', parties: parties.slice(1), amountPaise: 1 }).success).toBe(false)
  })

  it('parses a payment in paise with method and escrow status', () => {
    const payment = { id: 'pay1', payerId: 'buyer', payeeId: 'seller', amountPaise: 10_000_000, method: 'upi', purpose: 'token', idempotencyKey: 'deal-d1-token' }
    expect(paymentSchema.parse(payment)).toMatchObject({ currency: 'INR', status: 'pending', escrowStatus: 'not-applicable' })
    expect(paymentSchema.safeParse({ ...payment, amountPaise: 0 }).success).toBe(false)
    expect(paymentSchema.safeParse({ ...payment, method: 'bitcoin' }).success).toBe(false)
  })

  it('accepts only balanced transactions whose entries are one-sided', () => {
    const tx = {
      id: 'tx1',
      idempotencyKey: 'payment-pay1',
      description: 'Token held in escrow',
      entries: [
        { account: 'user:buyer', debitPaise: 10_000_000 },
        { account: 'escrow:d1', creditPaise: 10_000_000 },
      ],
    }
    expect(transactionSchema.safeParse(tx).success).toBe(true)
    const unbalanced = { ...tx, entries: [tx.entries[0], { account: 'escrow:d1', creditPaise: 9_999_999 }] }
    expect(transactionSchema.safeParse(unbalanced).error?.issues[0]?.message).toBe('Debits must equal credits')
    const both = { ...tx, entries: [{ account: 'x', debitPaise: 5, creditPaise: 5 }, { account: 'y' }] }
    expect(transactionSchema.safeParse(both).success).toBe(false)
  })
})

describe('engagement schemas', () => {
  it('parses a team, proposal and bid', () => {
    expect(teamSchema.parse({ id: 'tm', name: 'Tricity Realty', ownerId: 'u1' }).members).toEqual([])
    expect(proposalSchema.parse({ id: 'pr', propertyId: 'p1', fromUserId: 'u2', toUserId: 'u1', type: 'rent', amountPaise: 2_000_000 })).toMatchObject({ status: 'sent', turn: 'seller', rounds: [], terms: '' })
    expect(bidSchema.parse({ id: 'b', propertyId: 'p1', bidderId: 'u2', amountPaise: 1 })).toMatchObject({ status: 'active' })
    expect(bidSchema.safeParse({ id: 'b', propertyId: 'p1', bidderId: 'u2', amountPaise: 0 }).success).toBe(false)
  })

  it('books a site visit slot that ends after it starts', () => {
    const visit = { id: 'v', propertyId: 'p1', visitorId: 'u2', slot: { start: at, end: '2026-04-01T10:30:00.000Z' } }
    expect(scheduleSchema.parse(visit)).toMatchObject({ mode: 'in-person', status: 'requested' })
    expect(scheduleSchema.safeParse({ ...visit, slot: { start: at, end: at } }).success).toBe(false)
  })

  it('parses an inquiry and a notification', () => {
    expect(inquirySchema.parse({ id: 'i', name: 'Ravi', phoneNumber: '+919812345678', message: 'Is it available?' })).toMatchObject({ channel: 'web', status: 'new' })
    expect(notificationSchema.parse({ id: 'n', userId: 'u1', kind: 'visit', title: 'Visit confirmed', createdAt: at })).toMatchObject({ read: false, body: '' })
  })
})
