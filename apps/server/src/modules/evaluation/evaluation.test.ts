// The automatic evaluation through the API: a listing is scored when it is saved, the score reads
// with its reasons for whoever may see the listing, the nightly job follows what changed outside
// the listing (the owner's KYC), a price far from the locality's median is flagged, and admins
// list, override (with a reason, audited) and clear.
import { evaluationMessages, type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { columnsOf, createAs, demoUsers, propertyBody, requestAs, square, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { recomputeAllPropertyScores } from './property-score-refresh'
import { createPropertyScoresRepository } from './property-scores.repository'

const kit = usePropertyKit()

type ScoreBody = {
  computed: number
  effective: number
  override: { score: number; reason: string; by: string | null; at: string } | null
  factors: { key: string; points: number; maxPoints: number; reason: string }[]
  flags: { key: string; message: string }[]
  computedAt: string
}

const scoreOf = async (caller: Caller | null, id: string) => {
  const response = await requestAs(kit, caller, { url: `/api/properties/${id}/score` })
  return { status: response.statusCode, body: response.json<{ success: boolean; score: ScoreBody; message?: string }>() }
}
const points = (score: ScoreBody) => Object.fromEntries(score.factors.map((factor) => [factor.key, factor.points]))

// The kit's listing: 7 of 8 details (no description), a valid boundary, no media or documents,
// the seller's KYC verified, fresh, and too few neighbours to judge the price: 18 + 15 + 10 + 10 + 5.
const KIT_LISTING_SCORE = 58

describe('GET /api/properties/{id}/score', () => {
  it('scores a new listing at once, with each factor and its reason, for anyone who may see it', async () => {
    const property = await createAs(kit, 'seller')
    expect(property.evaluation.propertyScore).toBe(KIT_LISTING_SCORE)
    for (const caller of ['seller', 'buyer', 'dealer', 'admin', null] as const) {
      const { status, body } = await scoreOf(caller, caller === 'buyer' ? property.reference : property.id)
      expect(status).toBe(200)
      expect(body.score).toMatchObject({ computed: KIT_LISTING_SCORE, effective: KIT_LISTING_SCORE, override: null, flags: [] })
    }
    const { body } = await scoreOf('buyer', property.id)
    expect(points(body.score)).toEqual({ completeness: 18, boundary: 15, media: 0, documents: 0, ownerKyc: 10, freshness: 10, price: 5 })
    expect(body.score.factors.find((factor) => factor.key === 'ownerKyc')?.reason).toBe(evaluationMessages.ownerKycVerified)
    expect(body.score.factors.reduce((sum, factor) => sum + factor.points, 0)).toBe(body.score.computed)
    expect(await columnsOf(kit.database, property.id)).toMatchObject({ score: KIT_LISTING_SCORE })
  })

  it('shows a draft’s score only to those with property access; 404 for anyone else, 401 signed out', async () => {
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Plot in Kharar', type: 'land', status: 'draft', listingType: 'sale' } }))
    for (const caller of ['seller', 'dealer', 'admin'] as const) expect((await scoreOf(caller, draft.id)).status).toBe(200)
    expect(await scoreOf('buyer', draft.id)).toMatchObject({ status: 404, body: { success: false, message: 'Property not found' } })
    expect((await scoreOf('otherSeller', draft.id)).status).toBe(404)
    expect((await scoreOf(null, draft.id)).status).toBe(401)
    expect((await scoreOf('buyer', '00000000-0000-4000-8000-00000000abcd')).status).toBe(404)
    expect((await scoreOf('buyer', 'not-a-property')).status).toBe(400)
  })

  it('answers 404 for a listing not scored yet', async () => {
    const property = await createAs(kit, 'seller')
    await kit.database.query('DELETE FROM property_scores WHERE property_id = $1', [property.id])
    expect(await scoreOf('seller', property.id)).toMatchObject({ status: 404, body: { message: evaluationMessages.notScoredYet } })
  })

  it('follows a change of the listing at once, and the owner’s KYC with the nightly recompute', async () => {
    const property = await createAs(kit, 'seller')
    const described = await requestAs(kit, 'seller', {
      method: 'PUT',
      url: `/api/properties/${property.id}`,
      payload: { ...property, basicInfo: { ...property.basicInfo, description: 'Corner flat, park facing, two covered parking spots.' } },
    })
    expect(described.json<{ property: Property }>().property.evaluation.propertyScore).toBe(KIT_LISTING_SCORE + 2)
    expect(points((await scoreOf('seller', property.id)).body.score).completeness).toBe(20)

    // The owner's KYC is reviewed again: the listing loses its points with the next recompute.
    await kit.database.query(`UPDATE users SET kyc_status = 'pending' WHERE id = $1`, [demoUsers.seller.id])
    const scores = createPropertyScoresRepository(kit.database.query)
    expect(await recomputeAllPropertyScores({ scores, now: new Date() })).toBe(1)
    const { body } = await scoreOf('buyer', property.id)
    expect(body.score.computed).toBe(KIT_LISTING_SCORE + 2 - 10)
    expect(body.score.factors.find((factor) => factor.key === 'ownerKyc')).toMatchObject({ points: 0, reason: evaluationMessages.ownerKycNotVerified })
    // Nothing changed since: nothing is written.
    expect(await recomputeAllPropertyScores({ scores, now: new Date() })).toBe(0)
    // The search by score reads the same number.
    const found = await requestAs(kit, 'buyer', { url: '/api/properties/search/by-score?minScore=50&maxScore=50' })
    expect(found.json<{ properties: Property[] }>().properties.map((p) => p.id)).toEqual([property.id])
  })

  it('flags a price far above the median of similar listings in the locality, and lowers the score', async () => {
    const at = (index: number, price: number) =>
      propertyBody({
        financial: { pricing: { totalPrice: price } },
        location: { address: { locality: 'Sector 70', city: 'Mohali', state: 'Punjab', postalCode: '160071' }, geofence: { vertices: square(30.7 + index * 0.01, 76.7) } },
      })
    for (const index of [0, 1, 2]) await createAs(kit, 'seller', at(index, 8_500_000 + index * 100_000))
    const outlier = await createAs(kit, 'seller', at(3, 42_500_000))
    const { body } = await scoreOf('seller', outlier.id)
    expect(body.score.flags).toEqual([{ key: 'price-far-above-locality', message: expect.stringMatching(/^Price per sq ft is \d+% above similar listings in the locality$/) }])
    expect(points(body.score).price).toBe(0)
    // Its neighbours were scored before it came: the nightly recompute sees it among them.
    await recomputeAllPropertyScores({ scores: createPropertyScoresRepository(kit.database.query), now: new Date() })
    const listed = await requestAs(kit, 'admin', { url: '/api/admin/evaluation/properties?flagged=true' })
    expect(listed.json()).toMatchObject({ success: true, scores: [{ propertyId: outlier.id, flags: [{ key: 'price-far-above-locality' }] }], pagination: { total: 1 } })
  })
})

describe('admin evaluation calls', () => {
  const override = (caller: Caller | null, id: string, payload: unknown) => requestAs(kit, caller, { method: 'PUT', url: `/api/admin/evaluation/properties/${id}/override`, payload })
  const clear = (caller: Caller | null, id: string) => requestAs(kit, caller, { method: 'DELETE', url: `/api/admin/evaluation/properties/${id}/override` })

  it('overrides a score with a reason, kept apart from the computed one, audited; clearing goes back', async () => {
    const property = await createAs(kit, 'seller')
    expect((await override('admin', property.id, { score: 90, reason: '   ' })).json()).toMatchObject({ success: false, message: evaluationMessages.overrideReasonRequired })
    expect((await override('admin', property.id, { score: 90 })).statusCode).toBe(400)
    expect((await override('admin', property.id, { score: 101, reason: 'Too high' })).statusCode).toBe(400)

    const done = await override('admin', property.reference, { score: 90, reason: 'Site inspected in person' })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({
      score: { propertyId: property.id, computed: KIT_LISTING_SCORE, effective: 90, override: { score: 90, reason: 'Site inspected in person', by: demoUsers.admin.id }, overrideByName: demoUsers.admin.fullName },
    })
    expect((await scoreOf('buyer', property.id)).body.score).toMatchObject({ computed: KIT_LISTING_SCORE, effective: 90, override: { score: 90 } })
    expect(await columnsOf(kit.database, property.id)).toMatchObject({ score: 90 })
    const fetched = await requestAs(kit, 'buyer', { url: `/api/properties/${property.id}` })
    expect(fetched.json<{ property: Property }>().property.evaluation.propertyScore).toBe(90)
    // A later change recomputes the computed score; the override stays in force.
    await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${property.id}`, payload: { ...property, basicInfo: { ...property.basicInfo, description: 'Park facing.' } } })
    expect((await scoreOf('seller', property.id)).body.score).toMatchObject({ computed: KIT_LISTING_SCORE + 2, effective: 90 })

    const overridden = await requestAs(kit, 'admin', { url: '/api/admin/evaluation/properties?overridden=true' })
    expect(overridden.json()).toMatchObject({ scores: [{ propertyId: property.id }], pagination: { total: 1 } })

    const cleared = await clear('admin', property.id)
    expect(cleared.json()).toMatchObject({ score: { effective: KIT_LISTING_SCORE + 2, override: null } })
    expect(await columnsOf(kit.database, property.id)).toMatchObject({ score: KIT_LISTING_SCORE + 2 })
    expect((await clear('admin', property.id)).json()).toMatchObject({ success: false, code: 'CONFLICT', message: evaluationMessages.noOverride })

    const audit = await requestAs(kit, 'admin', { url: `/api/admin/audit?targetType=score&targetId=${property.id}` })
    expect(audit.json()).toMatchObject({
      actions: [
        { action: 'score.override.clear', before: { override: 90 }, after: { override: null, effective: KIT_LISTING_SCORE + 2 } },
        { action: 'score.override', reason: 'Site inspected in person', before: { override: null, effective: KIT_LISTING_SCORE }, after: { override: 90, effective: 90 } },
      ],
    })
  })

  it('lists scores lowest first with filters and pages', async () => {
    const plain = await createAs(kit, 'seller')
    const bare = await createAs(kit, 'seller', propertyBody({ amenities: [], location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: [] } } }))
    const list = async (query: string) => (await requestAs(kit, 'admin', { url: `/api/admin/evaluation/properties${query}` })).json<{ scores: { propertyId: string; effective: number }[]; pagination: unknown }>()
    const all = await list('')
    expect(all.scores.map((score) => score.propertyId)).toEqual([bare.id, plain.id])
    expect(all.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 })
    expect((await list(`?minScore=${KIT_LISTING_SCORE}`)).scores.map((score) => score.propertyId)).toEqual([plain.id])
    expect((await list(`?maxScore=${KIT_LISTING_SCORE - 1}`)).scores.map((score) => score.propertyId)).toEqual([bare.id])
    expect((await list('?page=2&limit=1')).scores.map((score) => score.propertyId)).toEqual([plain.id])
    expect((await list('?flagged=false&overridden=false')).pagination).toMatchObject({ total: 2 })
    expect((await requestAs(kit, 'admin', { url: '/api/admin/evaluation/properties?flagged=maybe' })).statusCode).toBe(400)
  })

  it('refuses everyone but admins', async () => {
    const property = await createAs(kit, 'seller')
    for (const caller of ['seller', 'dealer', 'buyer'] as const) {
      expect((await requestAs(kit, caller, { url: '/api/admin/evaluation/properties' })).statusCode).toBe(403)
      expect((await override(caller, property.id, { score: 99, reason: 'Mine' })).statusCode).toBe(403)
      expect((await clear(caller, property.id)).statusCode).toBe(403)
    }
    expect((await requestAs(kit, null, { url: '/api/admin/evaluation/properties' })).statusCode).toBe(401)
    expect((await override(null, property.id, { score: 99, reason: 'Mine' })).statusCode).toBe(401)
    expect((await clear(null, property.id)).statusCode).toBe(401)
    expect((await override('admin', '00000000-0000-4000-8000-00000000abcd', { score: 50, reason: 'Gone' })).statusCode).toBe(404)
    expect((await scoreOf('seller', property.id)).body.score.override).toBeNull()
  })
})
