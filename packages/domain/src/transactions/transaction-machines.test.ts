import { describe, expect, it } from 'vitest'
import { dealMachine, dealPartiesOf, propertyStatusAfterDeal } from './deal-machine'
import { proposalMachine, proposalPartiesOf } from './proposal-machine'
import { allowedActions, checkTransition, terminalStatuses } from './state-machine'
import { proposalValidUntil, transactionMessages } from './transaction-requests'

describe('proposal machine', () => {
  it('lets only the side whose turn it is answer, and the proposer withdraw while open', () => {
    const buyerWaiting = proposalPartiesOf({ side: 'buyer', turn: 'seller' })
    const sellerAnswering = proposalPartiesOf({ side: 'seller', turn: 'seller' })
    expect(buyerWaiting).toEqual(['side waiting', 'proposer'])
    expect(allowedActions(proposalMachine, 'sent', buyerWaiting)).toEqual(['withdraw'])
    expect(allowedActions(proposalMachine, 'sent', sellerAnswering)).toEqual(['counter', 'accept', 'reject'])
    expect(allowedActions(proposalMachine, 'countered', proposalPartiesOf({ side: 'buyer', turn: 'buyer' }))).toEqual(['counter', 'accept', 'reject', 'withdraw'])
    expect(proposalPartiesOf({ side: undefined, turn: 'seller' })).toEqual([])
    expect(checkTransition(proposalMachine, { from: 'sent', action: 'accept', parties: buyerWaiting })).toEqual({
      ok: false,
      error: { kind: 'party', message: 'Only the side to answer can accept this proposal' },
    })
    expect(checkTransition(proposalMachine, { from: 'accepted', action: 'withdraw', parties: buyerWaiting })).toEqual({
      ok: false,
      error: { kind: 'status', message: 'Cannot withdraw this proposal: it is accepted' },
    })
    expect(terminalStatuses(proposalMachine)).toEqual(['accepted', 'rejected', 'withdrawn', 'expired'])
  })

  it('takes an offer valid for a week by default, in the future and at most 90 days ahead', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    expect(proposalValidUntil(undefined, now)).toEqual({ ok: true, value: '2026-06-08T00:00:00.000Z' })
    expect(proposalValidUntil('2026-05-31T00:00:00Z', now)).toEqual({ ok: false, message: transactionMessages.validUntilPast })
    expect(proposalValidUntil('2026-12-31T00:00:00Z', now)).toEqual({ ok: false, message: transactionMessages.validUntilTooFar })
  })
})

describe('deal machine', () => {
  it('walks from draft to completed with escrow funded only by the token payment, and names what documents are missing', () => {
    const seller = dealPartiesOf({ roles: ['landlord'], isAdmin: false })
    expect(seller).toEqual(['seller'])
    expect(dealPartiesOf({ roles: ['tenant', 'dealer'], isAdmin: true })).toEqual(['buyer', 'dealer', 'admin'])
    expect(allowedActions(dealMachine, 'agreed', seller)).toEqual(['cancel'])
    expect(allowedActions(dealMachine, 'agreed', ['admin'])).toEqual(['cancel'])
    expect(allowedActions(dealMachine, 'agreed', ['system'])).toEqual(['fund-escrow'])
    expect(terminalStatuses(dealMachine)).toEqual(['completed', 'cancelled'])
    expect(propertyStatusAfterDeal('sale')).toBe('sold')
    expect(propertyStatusAfterDeal('lease')).toBe('rented')
    expect(transactionMessages.documentsMissing(['titleDeed'], ['legalDocuments'])).toBe(
      'The required documents are not complete (missing: Title Deeds; not yet verified: Legal Documents)',
    )
    expect(transactionMessages.amountRange).toBe('Amount must be a whole number of paise from ₹1 to 10,000 crore rupees')
  })
})
