// Deals: opened directly or from an accepted offer, walked from draft to completed with a
// timeline of every step, documents-verified refused until SPEC §5's checklist is complete and
// verified, completion marking the property sold or rented, same-person deals refused, seen only
// by parties, people with property access and admins, and one of two simultaneous steps landing.
import { transactionMessages, type DealView } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { addDocumentAs } from '../documents/documents-test-kit'
import { columnsOf, createAs, demoUsers, otherSeller, propertyBody, propertyOf, requestAs, signedOut, usePropertyKit } from '../properties/properties-test-kit'
import { notificationsOf } from '../proposals/proposals-test-kit'
import { payAtTestGateway, startedDealPayment, webhooksDelivered } from '../payments/payments-test-kit'
import { dealOf, draftDeal, step, stepAs, verifiedDocuments } from './deals-test-kit'

const kit = usePropertyKit()

const open = (caller: Parameters<typeof requestAs>[1], payload: Record<string, unknown>) => requestAs(kit, caller, { method: 'POST', url: '/api/deals', payload })

describe('opening a deal', () => {
  it('opens one as the buyer with the owner as seller, or as the owner with the buyer named', async () => {
    const property = await createAs(kit, 'seller')
    const asBuyer = await open('buyer', { propertyId: property.reference, amountPaise: 8_000_000_00, tokenAmountPaise: 50_000_00, terms: 'Token on signing' })
    expect(asBuyer.statusCode, asBuyer.body).toBe(201)
    expect(dealOf(asBuyer)).toMatchObject({
      propertyId: property.id,
      type: 'sale',
      status: 'draft',
      amountPaise: 8_000_000_00,
      tokenAmountPaise: 50_000_00,
      source: 'direct',
      version: 0,
      allowedActions: ['negotiate', 'cancel'],
    })
    expect(dealOf(asBuyer).parties).toEqual([
      { userId: demoUsers.buyer.id, role: 'buyer', name: demoUsers.buyer.fullName },
      { userId: demoUsers.seller.id, role: 'seller', name: demoUsers.seller.fullName },
    ])
    expect(await notificationsOf(kit, demoUsers.seller.id)).toEqual([{ kind: 'deal', title: `A draft deal was opened on ${property.basicInfo.title}`, link: `/deals/${dealOf(asBuyer).id}` }])

    const rent = await open('seller', { propertyId: property.id, type: 'rent', amountPaise: 25_000_00, counterpartyId: demoUsers.buyer.id })
    expect(rent.statusCode, rent.body).toBe(201)
    expect(dealOf(rent).parties.map((party) => party.role).sort()).toEqual(['landlord', 'tenant'])
  })

  it('refuses a deal whose parties are one person, an unknown or representing counterparty, bad amounts and the signed-out', async () => {
    const property = await createAs(kit, 'seller')
    const self = await open('seller', { propertyId: property.id, amountPaise: 100_00, counterpartyId: demoUsers.seller.id })
    expect(self.statusCode).toBe(422)
    expect(self.json()).toMatchObject({ success: false, message: transactionMessages.sameParties })
    expect((await open('seller', { propertyId: property.id, amountPaise: 100_00 })).json()).toMatchObject({ message: transactionMessages.counterpartyNeeded })
    const unknown = await open('seller', { propertyId: property.id, amountPaise: 100_00, counterpartyId: '00000000-0000-4000-8000-00000000abcd' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toMatchObject({ message: transactionMessages.counterpartyUnknown })
    const token = await open('buyer', { propertyId: property.id, amountPaise: 100_00, tokenAmountPaise: 200_00 })
    expect(token.statusCode).toBe(400)
    expect(token.json()).toMatchObject({ message: transactionMessages.tokenAboveAmount })
    expect((await open('buyer', { propertyId: property.id, amountPaise: 0 })).statusCode).toBe(400)
    // A buyer cannot name someone else as the seller.
    expect((await open('buyer', { propertyId: property.id, amountPaise: 100_00, counterpartyId: otherSeller.id })).json()).toMatchObject({ message: transactionMessages.notYourProperty })
    expect((await open(null, { propertyId: property.id, amountPaise: 100_00 })).json()).toEqual(signedOut)
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft', type: 'residential', status: 'draft', listingType: 'sale' } }))
    expect((await open('buyer', { propertyId: draft.id, amountPaise: 100_00 })).statusCode).toBe(404)
    expect(await kit.database.query('SELECT id FROM deals')).toEqual([])
  })
})

describe('a deal from draft to completed', () => {
  it('needs the required documents verified, completes a sale into a sold property, and keeps a timeline', async () => {
    const property = await createAs(kit, 'seller')
    const deal = await draftDeal(kit, property)
    await stepAs(kit, 'buyer', deal.id, 'negotiate')
    await stepAs(kit, 'seller', deal.id, 'agree')
    const byBuyer = await step(kit, 'buyer', deal.id, { action: 'fund-escrow' })
    expect(byBuyer.statusCode).toBe(403)
    expect(byBuyer.json()).toMatchObject({ message: transactionMessages.escrowByPayment })
    // Not even an admin: only the token payment's arrival funds the escrow.
    expect((await step(kit, 'admin', deal.id, { action: 'fund-escrow' })).statusCode).toBe(403)
    const { checkout } = await startedDealPayment(kit, deal.id)
    await payAtTestGateway(kit, checkout.orderId)
    await webhooksDelivered(kit)

    const none = await step(kit, 'seller', deal.id, { action: 'verify-documents' })
    expect(none.statusCode).toBe(409)
    expect(none.json()).toMatchObject({ message: 'The required documents are not complete (missing: Title Deeds, Legal Documents)' })
    const deed = await addDocumentAs(kit, 'seller', property.id, 'sale_deed')
    await addDocumentAs(kit, 'seller', property.id, 'noc')
    await requestAs(kit, 'admin', { method: 'POST', url: `/api/properties/${property.id}/documents/${deed.id}/verify`, payload: { verificationStatus: 'verified' } })
    const checklist = (await requestAs(kit, 'seller', { url: `/api/properties/${property.id}/required-documents`, query: { dealType: 'sale' } })).json<{ checklist: { complete: boolean } }>()
    expect(checklist.checklist.complete).toBe(true)
    const unverified = await step(kit, 'seller', deal.id, { action: 'verify-documents' })
    expect(unverified.json()).toMatchObject({ message: transactionMessages.documentsMissing([], ['legalDocuments']) })
    await kit.database.query("UPDATE property_documents SET verified = true, verification_status = 'verified' WHERE property_id = $1", [property.id])
    await stepAs(kit, 'seller', deal.id, 'verify-documents')

    const completed = await step(kit, 'seller', deal.id, { action: 'complete', note: 'Registry done at Sub-Registrar, Mohali' })
    expect(dealOf(completed)).toMatchObject({ status: 'completed', allowedActions: [], closingDate: expect.any(String), agreementDate: expect.any(String) })
    expect(await columnsOf(kit.database, property.id)).toMatchObject({ status: 'sold' })
    expect(propertyOf(await requestAs(kit, 'seller', { url: `/api/properties/${property.id}` })).basicInfo.status).toBe('sold')

    const read = await requestAs(kit, 'buyer', { url: `/api/deals/${deal.id}` })
    const timeline = read.json<{ deal: DealView & { timeline: { action: string; fromStatus: string | null; toStatus: string; actorName: string | null; note: string }[] } }>().deal.timeline
    expect(timeline.map((event) => [event.action, event.fromStatus, event.toStatus, event.actorName])).toEqual([
      ['open', null, 'draft', demoUsers.buyer.fullName],
      ['negotiate', 'draft', 'negotiation', demoUsers.buyer.fullName],
      ['agree', 'negotiation', 'agreed', demoUsers.seller.fullName],
      ['fund-escrow', 'agreed', 'escrow-funded', null],
      ['verify-documents', 'escrow-funded', 'documents-verified', demoUsers.seller.fullName],
      ['complete', 'documents-verified', 'completed', demoUsers.seller.fullName],
    ])
    expect(timeline.at(-1)?.note).toBe('Registry done at Sub-Registrar, Mohali · ₹8,00,000.00 released to the seller')
    const alone = (await requestAs(kit, 'seller', { url: `/api/deals/${deal.id}/timeline` })).json<{ timeline: unknown[] }>()
    expect(alone.timeline).toHaveLength(6)
    // Every step told the other party.
    expect((await notificationsOf(kit, demoUsers.buyer.id)).filter((n) => n.kind === 'deal').map((n) => n.title)).toEqual([
      `Deal agreed: ${property.basicInfo.title}`,
      `Escrow funded: ${property.basicInfo.title}`,
      `Documents verified: ${property.basicInfo.title}`,
      `Deal completed: ${property.basicInfo.title}`,
    ])
  })

  it('marks the property rented when a rent or lease completes', async () => {
    for (const type of ['rent', 'lease'] as const) {
      const property = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: `To ${type}`, type: 'residential', status: 'active', listingType: type } }))
      await verifiedDocuments(kit, property.id)
      const deal = await draftDeal(kit, property, { type })
      await kit.database.query("UPDATE deals SET status = 'documents-verified' WHERE id = $1", [deal.id])
      await stepAs(kit, 'seller', deal.id, 'complete')
      expect(await columnsOf(kit.database, property.id)).toMatchObject({ status: 'rented' })
    }
  })
})

describe('who sees a deal', () => {
  it('shows it to its parties, people with property access and admins; anyone else gets 404', async () => {
    const property = await createAs(kit, 'seller')
    const deal = await draftDeal(kit, property)
    const url = `/api/deals/${deal.id}`
    for (const caller of ['buyer', 'seller', 'dealer', 'admin'] as const) expect((await requestAs(kit, caller, { url })).statusCode, caller).toBe(200)
    const stranger = await requestAs(kit, 'otherSeller', { url })
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json()).toMatchObject({ message: transactionMessages.dealNotFound })
    expect((await requestAs(kit, 'otherSeller', { url: `${url}/timeline` })).statusCode).toBe(404)
    expect((await step(kit, 'otherSeller', deal.id, { action: 'cancel' })).statusCode).toBe(404)
    expect((await requestAs(kit, null, { url })).statusCode).toBe(401)
    expect(dealOf(await requestAs(kit, 'dealer', { url })).allowedActions).toEqual([])
  })

  it('lists by side, status and property, paginated', async () => {
    const property = await createAs(kit, 'seller')
    const other = await createAs(kit, 'otherSeller')
    const first = await draftDeal(kit, property)
    await draftDeal(kit, property, { type: 'rent' })
    await kit.database.transaction(async (query) => {
      const { createDraftDeal } = await import('./create-draft-deal')
      await createDraftDeal(query, { propertyId: other.id, type: 'sale', parties: [{ userId: demoUsers.dealer.id, role: 'buyer' }, { userId: otherSeller.id, role: 'seller' }], amountPaise: 100_00, source: { kind: 'direct' }, actorId: null })
    })
    await stepAs(kit, 'buyer', first.id, 'cancel')
    const list = async (caller: 'buyer' | 'seller' | 'otherSeller' | 'admin' | 'dealer', query: Record<string, string> = {}) => {
      const response = await requestAs(kit, caller, { url: '/api/deals', query })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ deals: { id: string }[]; pagination: { total: number; pages: number } }>()
    }
    expect((await list('buyer')).pagination.total).toBe(2)
    expect((await list('buyer', { role: 'seller' })).pagination.total).toBe(0)
    expect((await list('seller', { role: 'seller', status: 'cancelled' })).deals.map((d) => d.id)).toEqual([first.id])
    expect((await list('otherSeller')).pagination.total).toBe(1)
    expect((await list('dealer')).pagination.total).toBe(1)
    expect((await list('dealer', { propertyId: property.reference })).pagination.total).toBe(2)
    expect((await list('otherSeller', { propertyId: property.id })).pagination.total).toBe(0)
    expect((await list('admin', { limit: '2' })).pagination).toMatchObject({ total: 3, pages: 2 })
    expect((await requestAs(kit, 'buyer', { url: '/api/deals', query: { status: 'won' } })).statusCode).toBe(400)
  })
})

describe('at the same moment', () => {
  it('lets exactly one of two steps land', async () => {
    const property = await createAs(kit, 'seller')
    const deal = await draftDeal(kit, property)
    // Both saw version 0: one lands, the other is refused whichever comes second.
    const both = await Promise.all([step(kit, 'seller', deal.id, { action: 'negotiate', version: 0 }), step(kit, 'buyer', deal.id, { action: 'cancel', version: 0 })])
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const fresh = await draftDeal(kit, property)
    const twice = await Promise.all([step(kit, 'seller', fresh.id, { action: 'negotiate' }), step(kit, 'buyer', fresh.id, { action: 'negotiate' })])
    expect(twice.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const [events] = await kit.database.query<{ n: number }>('SELECT count(*)::int AS n FROM deal_events WHERE deal_id = $1', [deal.id])
    expect(events?.n).toBe(2)
    const stale = await step(kit, 'buyer', deal.id, { action: 'cancel', version: 0 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ message: 'This deal was changed by someone else a moment ago. Reload it and try again.' })
  })
})
