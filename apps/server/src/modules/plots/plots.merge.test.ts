// Merges: adjacent plots the caller may manage become one pending property (the union outline,
// areas and prices added, owners by contribution); approval makes the sources inactive and the
// result a draft, rejection and cancellation remove it; bad requests save nothing.
import { polygonAreaSqm, type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, otherSeller, ownersOf, requestAs, signedOut, toolsDenied, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { autoSplitBody, createPlot, statusOf, tableCounts } from './plots-test-kit'

const kit = usePropertyKit()
const send = (caller: Caller | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => requestAs(kit, caller, { method, url, payload })

type MergeAnswer = { operationId: string; merge: { id: string; approvalStatus: string; status: string; sourceProperties: { propertyId: string; contribution: number }[] }; property: Property }

const mergeBody = (sources: readonly Property[], extra: Record<string, unknown> = {}) => ({ sourceProperties: sources.map((source) => ({ propertyId: source.id })), ...extra })

async function requestMerge(sources: readonly Property[], caller: Caller = 'seller', extra: Record<string, unknown> = {}): Promise<MergeAnswer> {
  const response = await send(caller, 'POST', '/api/properties/merge', mergeBody(sources, extra))
  if (response.statusCode !== 201) throw new Error(`merge failed: ${response.statusCode} ${response.body}`)
  return response.json<MergeAnswer>()
}

describe('POST /api/properties/merge', () => {
  it('merges two adjacent plots into one pending property: the union, the areas and prices added, equal contributions', async () => {
    const west = await createPlot(kit, 'seller', 30.7, 76.7)
    const east = await createPlot(kit, 'seller', 30.7, 76.701)
    const { operationId, merge, property } = await requestMerge([west, east], 'seller', { targetPropertyData: { basicInfo: { title: 'Corner plot, Sector 70' } } })
    expect(merge).toMatchObject({ id: operationId, approvalStatus: 'pending', status: 'pending', mergeReason: 'Property consolidation' })
    expect(merge.sourceProperties).toEqual([
      { propertyId: west.id, propertyUID: west.reference, contribution: 50, area: 4000, areaUnit: 'sqft', previousOwner: demoUsers.seller.id },
      { propertyId: east.id, propertyUID: east.reference, contribution: 50, area: 4000, areaUnit: 'sqft', previousOwner: demoUsers.seller.id },
    ])
    expect(property.basicInfo).toMatchObject({ title: 'Corner plot, Sector 70', status: 'pending', type: 'land' })
    expect(property.specifications.area).toEqual({ total: 8000, unit: 'sqft' })
    expect(property.financial.pricing.totalPrice).toBe(8_000_000)
    const sourceArea = polygonAreaSqm(west.location.geofence.vertices)
    expect(polygonAreaSqm(property.location.geofence.vertices as { latitude: number; longitude: number }[])).toBeCloseTo(2 * sourceArea, 0)
    expect(await ownersOf(kit.database, property.id)).toEqual([{ userId: demoUsers.seller.id, share: 100, ownershipType: 'freehold' }])
    expect((await send(null, 'GET', `/api/properties/public/${property.id}`)).statusCode).toBe(404)
    // The sources are held: no split of them while the merge is pending.
    expect((await send('seller', 'POST', `/api/properties/${west.id}/split`, autoSplitBody(west))).statusCode).toBe(409)
    expect((await send('seller', 'POST', '/api/properties/validate-for-merge', { propertyIds: [west.id, east.id] })).json()).toMatchObject({ isValid: false })
  })

  it("owns the result by the sources' owners with shares by contribution", async () => {
    const mine = await createPlot(kit, 'seller', 30.7, 76.7)
    const theirs = await createPlot(kit, 'otherSeller', 30.7, 76.701)
    const { property } = await requestMerge([mine, theirs], 'admin', { sourceProperties: [{ propertyId: mine.id, contribution: 70 }, { propertyId: theirs.id, contribution: 30 }] })
    expect(await ownersOf(kit.database, property.id)).toEqual([
      { userId: demoUsers.seller.id, share: 70, ownershipType: 'freehold' },
      { userId: otherSeller.id, share: 30, ownershipType: 'freehold' },
    ])
    expect(property.ownership.ownerId).toBe(demoUsers.seller.id)
  })

  it('refuses fewer than two, plots that do not touch, a plot the caller may not manage, a sold plot and bad contributions, saving nothing', async () => {
    const west = await createPlot(kit, 'seller', 30.7, 76.7)
    const far = await createPlot(kit, 'seller', 30.7, 76.703)
    const theirs = await createPlot(kit, 'otherSeller', 30.7, 76.701)
    const sold = await createPlot(kit, 'seller', 30.699, 76.7, { basicInfo: { title: 'Sold', type: 'land', status: 'sold' } })
    const before = await tableCounts(kit)
    const refused = async (caller: Caller, payload: unknown, status: number, message: string) => {
      const response = await send(caller, 'POST', '/api/properties/merge', payload)
      expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([status, message])
    }
    await refused('seller', {}, 400, 'At least 2 properties are required for merging')
    await refused('seller', mergeBody([west]), 400, 'At least 2 properties are required for merging')
    await refused('seller', mergeBody([west, far]), 400, 'The properties do not touch. Only plots whose boundaries touch or overlap can be merged into one.')
    await refused('seller', mergeBody([west, theirs]), 403, "You don't have permission to access property management tools")
    await refused('seller', mergeBody([west, sold]), 400, `Only draft or active properties can be merged; ${sold.reference} is sold`)
    await refused('seller', mergeBody([west, west]), 400, 'Each property can be merged only once. Please choose different properties.')
    await refused('seller', { sourceProperties: [{ propertyId: west.id, contribution: 60 }, { propertyId: far.id, contribution: 60 }] }, 400, 'Contributions must add up to 100% (they add up to 120%)')
    await refused('seller', mergeBody([west, { id: '9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' } as Property]), 404, 'Property not found')
    expect((await send(null, 'POST', '/api/properties/merge', mergeBody([west, far]))).json()).toEqual(signedOut)
    expect(await tableCounts(kit)).toEqual(before)
    expect((await send('seller', 'POST', '/api/properties/validate-for-merge', { propertyIds: [west.id, far.id] })).json()).toEqual({
      success: true,
      isValid: false,
      message: 'The properties do not touch. Only plots whose boundaries touch or overlap can be merged into one.',
    })
    expect((await send('seller', 'POST', '/api/properties/validate-for-merge', { propertyIds: [west.id] })).json()).toEqual({ success: true, isValid: false, message: 'At least 2 properties are required for merging' })
    expect((await send('seller', 'POST', '/api/properties/validate-for-merge', { propertyIds: [west.id, theirs.id] })).json()).toEqual(toolsDenied)
  })
})

describe('merge approval and lineage', () => {
  it('approved: the sources become inactive, the result a draft; source-properties and merge-history tell the lineage', async () => {
    const west = await createPlot(kit, 'seller', 30.7, 76.7)
    const east = await createPlot(kit, 'seller', 30.7, 76.701)
    const { operationId, property } = await requestMerge([west, east])
    expect((await send('seller', 'PATCH', `/api/properties/merges/${operationId}`, { approvalStatus: 'approved' })).statusCode).toBe(403)
    const approved = await send('admin', 'PATCH', `/api/properties/merges/${operationId}`, { approvalStatus: 'approved', remarks: 'Registered' })
    expect(approved.json()).toMatchObject({ merge: { approvalStatus: 'approved', status: 'completed', remarks: 'Registered', resultPropertyId: property.id } })
    expect(await statusOf(kit, west.id)).toEqual({ column: 'inactive', document: 'inactive' })
    expect(await statusOf(kit, east.id)).toEqual({ column: 'inactive', document: 'inactive' })
    expect(await statusOf(kit, property.id)).toEqual({ column: 'draft', document: 'draft' })
    const sources = await send('seller', 'GET', `/api/properties/${property.reference}/source-properties`)
    expect(sources.json<{ sourceProperties: { propertyId: string; contribution: number; property: Property }[] }>().sourceProperties.map((s) => [s.propertyId, s.contribution, s.property.basicInfo.status])).toEqual([
      [west.id, 50, 'inactive'],
      [east.id, 50, 'inactive'],
    ])
    expect((await send('seller', 'GET', `/api/properties/${west.id}/merge-history`)).json()).toMatchObject({ merges: [{ id: operationId, resultPropertyId: property.id, approvalStatus: 'approved' }] })
    expect((await send('seller', 'GET', `/api/properties/operations/${operationId}/status`)).json()).toMatchObject({ operation: { type: 'merge', status: 'completed', sourcePropertyIds: [west.id, east.id], resultPropertyIds: [property.id] } })
  })

  it('rejected or cancelled: the merged property is removed and the sources stay as they were', async () => {
    const west = await createPlot(kit, 'seller', 30.7, 76.7)
    const east = await createPlot(kit, 'seller', 30.7, 76.701)
    const first = await requestMerge([west, east])
    expect((await send('admin', 'PATCH', `/api/properties/merges/${first.operationId}`, { approvalStatus: 'rejected', remarks: 'Not adjacent on the survey' })).json()).toMatchObject({
      merge: { approvalStatus: 'rejected', status: 'failed', remarks: 'Not adjacent on the survey' },
    })
    expect(await statusOf(kit, first.property.id)).toBeUndefined()
    expect(await statusOf(kit, west.id)).toEqual({ column: 'active', document: 'active' })
    const second = await requestMerge([east, west])
    expect((await send('otherSeller', 'POST', `/api/properties/merges/${second.operationId}/cancel`)).json()).toEqual(toolsDenied)
    expect((await send('seller', 'POST', `/api/properties/merges/${second.operationId}/cancel`, { remarks: 'Later' })).json()).toMatchObject({ merge: { approvalStatus: 'cancelled', status: 'cancelled' } })
    expect(await statusOf(kit, second.property.id)).toBeUndefined()
    expect((await send('seller', 'POST', `/api/properties/merges/${second.operationId}/cancel`)).statusCode).toBe(409)
    expect((await send('seller', 'POST', '/api/properties/merges/9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b/cancel')).json()).toMatchObject({ message: 'Merge not found' })
    const history = await send('seller', 'GET', `/api/properties/${west.id}/merge-history`)
    expect(history.json<{ merges: { approvalStatus: string }[] }>().merges.map((merge) => merge.approvalStatus)).toEqual(['cancelled', 'rejected'])
  })

  it('lets one of two concurrent merges of the same plot through', async () => {
    const west = await createPlot(kit, 'seller', 30.7, 76.7)
    const east = await createPlot(kit, 'seller', 30.7, 76.701)
    const north = await createPlot(kit, 'seller', 30.701, 76.7)
    const answers = await Promise.all([send('seller', 'POST', '/api/properties/merge', mergeBody([west, east])), send('seller', 'POST', '/api/properties/merge', mergeBody([north, west]))])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    expect((await tableCounts(kit))!.merges).toBe(1)
  })

  it('lets one of a split and a merge of the same plot, sent at once, through', async () => {
    const west = await createPlot(kit, 'seller', 30.7, 76.7)
    const east = await createPlot(kit, 'seller', 30.7, 76.701)
    const before = (await tableCounts(kit))!.properties
    const answers = await Promise.all([send('seller', 'POST', `/api/properties/${west.id}/split`, autoSplitBody(west)), send('seller', 'POST', '/api/properties/merge', mergeBody([west, east]))])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    const refused = answers.find((answer) => answer.statusCode === 409)!
    expect(refused.json<{ message: string }>().message).toBe('This property is already part of a pending split or merge. Wait until it is decided, or cancel it, before starting another.')
    const counts = (await tableCounts(kit))!
    expect(counts.operations).toBe(1)
    // Only the request that went through created properties: four parts, or one merged plot.
    expect(counts.properties - before).toBe(answers[0].statusCode === 201 ? 4 : 1)
  })
})
