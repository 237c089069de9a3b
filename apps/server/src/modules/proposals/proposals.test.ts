// Offers: made on a live listing by someone who does not represent it, answered in turns (the
// price history kept), accepted into a draft deal, withdrawn, refused with SPEC §8-style messages,
// seen only by the buyer and people with property access, and expired by the job.
import { MAX_AMOUNT_PAISE, transactionMessages, type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, demoUsers, propertyBody, requestAs, signedOut, usePropertyKit } from '../properties/properties-test-kit'
import { LAKH_PAISE, act, notificationsOf, offer, offerAs, proposalOf } from './proposals-test-kit'
import { expireProposals } from './proposals.service'
import { createProposalsRepository } from './proposals.repository'

const kit = usePropertyKit()

describe('making an offer', () => {
  it('sends it to the owner, with the first round, a week of validity and only withdraw for the buyer', async () => {
    const property = await createAs(kit, 'seller')
    const before = Date.now()
    const made = await offerAs(kit, 'buyer', property, 80 * LAKH_PAISE, { terms: 'Possession within 60 days' })
    expect(made).toMatchObject({
      propertyId: property.id,
      propertyReference: property.reference,
      fromUserId: demoUsers.buyer.id,
      fromName: demoUsers.buyer.fullName,
      // The buyer is not told who owns the listing.
      toUserId: null,
      type: 'sale',
      amountPaise: 80 * LAKH_PAISE,
      terms: 'Possession within 60 days',
      status: 'sent',
      turn: 'seller',
      side: 'buyer',
      version: 0,
      dealId: null,
      allowedActions: ['withdraw'],
      rounds: [{ round: 1, side: 'buyer', byUserId: demoUsers.buyer.id, amountPaise: 80 * LAKH_PAISE }],
    })
    expect(Date.parse(made.validUntil) - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000)
    expect(await notificationsOf(kit, demoUsers.seller.id)).toEqual([
      { kind: 'proposal', title: `New offer on ${property.basicInfo.title}`, link: `/${property.id}/tools/proposals` },
    ])
    const seen = proposalOf(await requestAs(kit, 'seller', { url: `/api/proposals/${made.id}` }))
    expect(seen).toMatchObject({ side: 'seller', toUserId: demoUsers.seller.id, allowedActions: ['counter', 'accept', 'reject'] })
    // By reference too.
    expect((await offer(kit, 'dealer', { propertyId: property.reference, amountPaise: 79 * LAKH_PAISE })).statusCode).toBe(201)
  })

  it('refuses an offer on one’s own property, a bad amount or date, a listing not taking offers, and the signed-out', async () => {
    const property = await createAs(kit, 'seller')
    const own = await offer(kit, 'seller', { propertyId: property.id, amountPaise: 100 })
    expect(own.statusCode).toBe(422)
    expect(own.json()).toMatchObject({ success: false, message: transactionMessages.ownProperty })
    for (const amountPaise of [0, -5, 12.5, MAX_AMOUNT_PAISE + 1, '100']) {
      const bad = await offer(kit, 'buyer', { propertyId: property.id, amountPaise })
      expect(bad.statusCode, String(amountPaise)).toBe(400)
      expect(bad.json<{ errors: { message: string }[] }>().errors[0]?.message ?? bad.json<{ message: string }>().message).toContain(transactionMessages.amountRange)
    }
    const past = await offer(kit, 'buyer', { propertyId: property.id, amountPaise: 100, validUntil: '2020-01-01T00:00:00Z' })
    expect(past.statusCode).toBe(400)
    expect(past.json()).toMatchObject({ message: transactionMessages.validUntilPast })
    const far = await offer(kit, 'buyer', { propertyId: property.id, amountPaise: 100, validUntil: new Date(Date.now() + 91 * 86_400_000).toISOString() })
    expect(far.json()).toMatchObject({ message: transactionMessages.validUntilTooFar })
    expect((await offer(kit, 'buyer', { propertyId: property.id, amountPaise: 100, extra: 1 })).statusCode).toBe(400)
    expect((await offer(kit, null, { propertyId: property.id, amountPaise: 100 })).json()).toEqual(signedOut)
    expect((await offer(kit, 'buyer', { propertyId: '00000000-0000-4000-8000-00000000ffff', amountPaise: 100 })).statusCode).toBe(404)

    const sold = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Sold flat', type: 'residential', status: 'sold', listingType: 'sale' } }))
    const closed = await offer(kit, 'buyer', { propertyId: sold.id, amountPaise: 100 })
    expect(closed.statusCode).toBe(409)
    expect(closed.json()).toMatchObject({ message: transactionMessages.propertyNotOpen('sold') })
    // A draft is not seen by the buyer at all.
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft flat', type: 'residential', status: 'draft', listingType: 'sale' } }))
    expect((await offer(kit, 'buyer', { propertyId: draft.id, amountPaise: 100 })).statusCode).toBe(404)
    expect(await kit.database.query('SELECT id FROM proposals')).toEqual([])
  })
})

describe('answering in turns', () => {
  it('keeps every price, alternates the sides, and opens a draft deal for both on acceptance', async () => {
    const property = await createAs(kit, 'seller')
    const made = await offerAs(kit, 'buyer', property, 75 * LAKH_PAISE)
    const countered = await act(kit, 'seller', made.id, { action: 'counter', amountPaise: 84 * LAKH_PAISE, terms: 'Registry costs shared', version: 0 })
    expect(countered.statusCode, countered.body).toBe(200)
    expect(proposalOf(countered)).toMatchObject({ status: 'countered', turn: 'buyer', amountPaise: 84 * LAKH_PAISE, allowedActions: [], version: 1 })

    const early = await act(kit, 'seller', made.id, { action: 'accept' })
    expect(early.statusCode).toBe(403)
    expect(early.json()).toMatchObject({ message: 'Only the side to answer can accept this proposal' })
    const same = await act(kit, 'buyer', made.id, { action: 'counter', amountPaise: 84 * LAKH_PAISE })
    expect(same.json()).toMatchObject({ message: transactionMessages.counterSameAmount })
    expect((await act(kit, 'buyer', made.id, { action: 'counter' })).json()).toMatchObject({ message: transactionMessages.counterNeedsAmount })

    const back = proposalOf(await act(kit, 'buyer', made.id, { action: 'counter', amountPaise: 80 * LAKH_PAISE }))
    expect(back).toMatchObject({ turn: 'seller', allowedActions: ['withdraw'], terms: 'Registry costs shared' })
    const stale = await act(kit, 'seller', made.id, { action: 'accept', version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ message: 'This proposal was changed by someone else a moment ago. Reload it and try again.' })

    const accepted = proposalOf(await act(kit, 'seller', made.id, { action: 'accept', version: back.version }))
    expect(accepted.status).toBe('accepted')
    expect(accepted.rounds.map((round) => [round.side, round.amountPaise])).toEqual([
      ['buyer', 75 * LAKH_PAISE],
      ['seller', 84 * LAKH_PAISE],
      ['buyer', 80 * LAKH_PAISE],
    ])
    expect(accepted.dealId).toEqual(expect.any(String))
    for (const caller of ['buyer', 'seller'] as const) {
      const deals = (await requestAs(kit, caller, { url: '/api/deals' })).json<{ deals: { id: string; status: string; amountPaise: number; source: string; parties: { role: string }[] }[] }>().deals
      expect(deals).toEqual([expect.objectContaining({ id: accepted.dealId, status: 'draft', amountPaise: 80 * LAKH_PAISE, source: 'proposal', sourceId: made.id })])
      expect(deals[0]?.parties.map((party) => party.role).sort()).toEqual(['buyer', 'seller'])
    }
    const withdrawn = await act(kit, 'buyer', made.id, { action: 'withdraw' })
    expect(withdrawn.statusCode).toBe(409)
    expect(withdrawn.json()).toMatchObject({ message: 'Cannot withdraw this proposal: it is accepted' })
    expect((await notificationsOf(kit, demoUsers.buyer.id)).map((n) => n.title).sort()).toEqual([
      `A draft deal was opened on ${property.basicInfo.title}`,
      `Counter-offer on ${property.basicInfo.title}`,
      `Offer accepted on ${property.basicInfo.title}`,
    ])
  })

  it('lets the buyer withdraw while open and the seller reject, and refuses the wrong side', async () => {
    const property = await createAs(kit, 'seller')
    const first = await offerAs(kit, 'buyer', property)
    const notProposer = await act(kit, 'seller', first.id, { action: 'withdraw' })
    expect(notProposer.statusCode).toBe(403)
    expect(notProposer.json()).toMatchObject({ message: 'Only the proposer can withdraw this proposal' })
    expect(proposalOf(await act(kit, 'buyer', first.id, { action: 'withdraw' }))).toMatchObject({ status: 'withdrawn', allowedActions: [] })
    const second = await offerAs(kit, 'buyer', property)
    expect(proposalOf(await act(kit, 'seller', second.id, { action: 'reject' }))).toMatchObject({ status: 'rejected' })
    expect((await act(kit, 'buyer', second.id, { action: 'fly' })).statusCode).toBe(400)
  })
})

describe('who sees an offer', () => {
  it('shows it to the buyer, the owner, dealers and admins; another seller gets 404, the signed-out 401', async () => {
    const property = await createAs(kit, 'seller')
    const made = await offerAs(kit, 'buyer', property)
    const url = `/api/proposals/${made.id}`
    expect((await requestAs(kit, 'otherSeller', { url })).statusCode).toBe(404)
    expect((await requestAs(kit, 'otherSeller', { url })).json()).toMatchObject({ message: transactionMessages.proposalNotFound })
    expect((await requestAs(kit, null, { url })).statusCode).toBe(401)
    for (const caller of ['dealer', 'admin'] as const) {
      const seen = await requestAs(kit, caller, { url })
      expect(seen.statusCode).toBe(200)
      // They may look, not answer in the owner's name.
      expect(proposalOf(seen)).toMatchObject({ side: null, allowedActions: [] })
      expect((await act(kit, caller, made.id, { action: 'accept' })).statusCode).toBe(403)
    }
    expect((await act(kit, 'otherSeller', made.id, { action: 'accept' })).statusCode).toBe(404)
    expect((await requestAs(kit, 'buyer', { url: '/api/proposals/not-a-uuid' })).statusCode).toBe(400)
  })

  it('lists by side, status and property, paginated', async () => {
    const property = await createAs(kit, 'seller')
    const other = await createAs(kit, 'otherSeller')
    const a = await offerAs(kit, 'buyer', property)
    await offerAs(kit, 'buyer', other)
    await offerAs(kit, 'dealer', property)
    await act(kit, 'seller', a.id, { action: 'reject' })
    const list = async (caller: 'buyer' | 'seller' | 'otherSeller' | 'admin' | 'dealer', query: Record<string, string> = {}) => {
      const response = await requestAs(kit, caller, { url: '/api/proposals', query })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ proposals: { id: string; propertyId: string; status: string }[]; pagination: { total: number; pages: number; limit: number } }>()
    }
    expect((await list('buyer')).pagination.total).toBe(2)
    expect((await list('buyer', { role: 'seller' })).pagination.total).toBe(0)
    expect((await list('seller')).pagination.total).toBe(2)
    expect((await list('seller', { status: 'rejected' })).proposals.map((p) => p.id)).toEqual([a.id])
    expect((await list('otherSeller')).pagination.total).toBe(1)
    expect((await list('admin')).pagination.total).toBe(3)
    // Property access: the dealer sees every offer on the property, not only their own.
    expect((await list('dealer', { propertyId: property.reference })).pagination.total).toBe(2)
    expect((await list('otherSeller', { propertyId: property.id })).pagination.total).toBe(0)
    const paged = await list('admin', { limit: '2', page: '2' })
    expect(paged.proposals).toHaveLength(1)
    expect(paged.pagination).toMatchObject({ total: 3, pages: 2, limit: 2 })
    expect((await requestAs(kit, 'buyer', { url: '/api/proposals', query: { status: 'draft' } })).statusCode).toBe(400)
    expect((await requestAs(kit, null, { url: '/api/proposals' })).statusCode).toBe(401)
  })
})

describe('at the same moment', () => {
  it('lets exactly one of two accepts, or of an accept and a withdraw, succeed', async () => {
    const property: Property = await createAs(kit, 'seller')
    const twice = await offerAs(kit, 'buyer', property)
    const accepts = await Promise.all([act(kit, 'seller', twice.id, { action: 'accept' }), act(kit, 'seller', twice.id, { action: 'accept' })])
    expect(accepts.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const raced = await offerAs(kit, 'buyer', property)
    const both = await Promise.all([act(kit, 'seller', raced.id, { action: 'accept' }), act(kit, 'buyer', raced.id, { action: 'withdraw' })])
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const [deals] = await kit.database.query<{ n: number }>('SELECT count(*)::int AS n FROM deals')
    const [acceptedCount] = await kit.database.query<{ n: number }>("SELECT count(*)::int AS n FROM proposals WHERE status = 'accepted'")
    expect(deals?.n).toBe(acceptedCount?.n)
    expect(deals?.n).toBeGreaterThanOrEqual(1)
  })
})

describe('the expiry job', () => {
  it('expires open offers past their date, tells both sides, and leaves the rest', async () => {
    const property = await createAs(kit, 'seller')
    const open = await offerAs(kit, 'buyer', property, 70 * LAKH_PAISE, { validUntil: new Date(Date.now() + 86_400_000).toISOString() })
    const later = await offerAs(kit, 'dealer', property, 71 * LAKH_PAISE, { validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString() })
    const done = await offerAs(kit, 'buyer', property, 72 * LAKH_PAISE, { validUntil: new Date(Date.now() + 86_400_000).toISOString() })
    await act(kit, 'buyer', done.id, { action: 'withdraw' })
    // Past its date, an offer cannot be answered even before the job runs.
    await kit.database.query("UPDATE proposals SET valid_until = now() - interval '1 minute' WHERE id = $1", [open.id])
    const late = await act(kit, 'seller', open.id, { action: 'accept' })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ message: 'Cannot accept this proposal: it is expired' })
    const outcomes = await kit.app.jobs.runDue(new Date(Date.now() + 2 * 86_400_000))
    expect(outcomes.find((outcome) => outcome.job === 'proposal-expiry')).toMatchObject({ itemsTouched: 1, error: null })
    expect(proposalOf(await requestAs(kit, 'buyer', { url: `/api/proposals/${open.id}` }))).toMatchObject({ status: 'expired', allowedActions: [] })
    expect(proposalOf(await requestAs(kit, 'dealer', { url: `/api/proposals/${later.id}` })).status).toBe('sent')
    expect(proposalOf(await requestAs(kit, 'buyer', { url: `/api/proposals/${done.id}` })).status).toBe('withdrawn')
    expect((await notificationsOf(kit, demoUsers.seller.id)).at(-1)).toMatchObject({ title: `Offer expired on ${property.basicInfo.title}` })
    expect(await expireProposals({ proposals: createProposalsRepository(kit.database), now: new Date(Date.now() + 2 * 86_400_000) })).toBe(0)
  })
})
