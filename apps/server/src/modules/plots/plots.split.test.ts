// Splits: a request creates pending parts at once, an admin approves (parent inactive, parts
// drafts with the parent's lineage) or rejects, the requester cancels; SPEC's messages for bad
// requests, nothing saved when a check fails; one pending request per property.
import { type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, ownersOf, requestAs, signedOut, toolsDenied, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { autoSplitBody, createPlot, statusOf, tableCounts } from './plots-test-kit'

const kit = usePropertyKit()
const send = (caller: Caller | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => requestAs(kit, caller, { method, url, payload })

type SplitAnswer = { operationId: string; message: string; split: { id: string; approvalStatus: string; status: string; remarks: string | null }; resultingProperties: Property[] }

async function requestSplit(parent: Property, caller: Caller = 'seller'): Promise<SplitAnswer> {
  const response = await send(caller, 'POST', `/api/properties/${parent.id}/split`, autoSplitBody(parent))
  if (response.statusCode !== 201) throw new Error(`split failed: ${response.statusCode} ${response.body}`)
  return response.json<SplitAnswer>()
}

describe('POST /api/properties/{id}/split', () => {
  it("creates one pending property per part, owned as the parent is, and answers SPEC's message", async () => {
    const parent = await createPlot(kit, 'seller')
    const response = await send('seller', 'POST', `/api/properties/${parent.reference}/split`, autoSplitBody(parent))
    expect(response.statusCode).toBe(201)
    const answer = response.json<SplitAnswer>()
    const ids = answer.resultingProperties.map((property) => property.id)
    expect(ids).toHaveLength(4)
    expect(answer.message).toBe(`Property split saved successfully. Newly created property IDs: ${ids.join(', ')}`)
    expect(answer.split).toMatchObject({ id: answer.operationId, approvalStatus: 'pending', status: 'pending', splitReason: 'Divided among heirs', parentPropertyId: parent.id })
    for (const [index, property] of answer.resultingProperties.entries()) {
      expect(property.basicInfo).toMatchObject({ status: 'pending', title: `Plot at 30.7, 76.7 - Part ${index + 1}`, type: 'land' })
      expect(property.specifications.area).toEqual({ total: 1000, unit: 'sqft' })
      expect(property.financial.pricing.totalPrice).toBe(1_000_000)
      expect(property.dealerInfo.currentDealer).toBeNull()
      expect(await statusOf(kit, property.id)).toEqual({ column: 'pending', document: 'pending' })
      expect(await ownersOf(kit.database, property.id)).toEqual([{ userId: demoUsers.seller.id, share: 100, ownershipType: 'freehold' }])
      // Invisible to the public while pending.
      expect((await send(null, 'GET', `/api/properties/public/${property.id}`)).statusCode).toBe(404)
      expect((await send('buyer', 'GET', `/api/properties/${property.id}`)).statusCode).toBe(403)
    }
    expect(await statusOf(kit, parent.id)).toEqual({ column: 'active', document: 'active' })
    const status = await send('seller', 'GET', `/api/properties/operations/${answer.operationId}/status`)
    expect(status.json()).toMatchObject({ success: true, operation: { id: answer.operationId, type: 'split', status: 'pending', approvalStatus: 'pending', sourcePropertyIds: [parent.id], resultPropertyIds: ids } })
  })

  it("refuses a body without a list of parts with SPEC's message, and bad parts with theirs, saving nothing", async () => {
    const parent = await createPlot(kit, 'seller')
    const before = await tableCounts(kit)
    const refused = async (payload: unknown, message: string | RegExp) => {
      const response = await send('seller', 'POST', `/api/properties/${parent.id}/split`, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json<{ message: string }>().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
    }
    const good = autoSplitBody(parent)
    const parts = good.resultingProperties
    await refused({ splitReason: 'x' }, 'resultingProperties array is required')
    await refused({ resultingProperties: 'all of it' }, 'resultingProperties array is required')
    await refused({ resultingProperties: [parts[0]] }, 'Cannot save: Need parent property and at least 2 split parts')
    await refused({ resultingProperties: parts.map((part) => ({ ...part, portion: 30 })) }, 'Total portion (120.00%) must equal 100%. Please adjust the portions.')
    await refused({ resultingProperties: parts.map((part, i) => (i === 0 ? { ...part, coordinates: part.coordinates.slice(0, 2) } : part)) }, 'All parts must have valid boundary coordinates. Please complete drawing all parts.')
    const [a, b, c, d] = parts[0]!.coordinates
    await refused({ resultingProperties: parts.map((part, i) => (i === 0 ? { ...part, coordinates: [a, c, b, d] } : part)) }, 'Part 1: Property boundary must be a simple polygon')
    const shifted = (i: number, dLng: number) => parts.map((part, j) => (j === i ? { ...part, coordinates: part.coordinates.map((v) => ({ ...v, longitude: v.longitude + dLng })) } : part))
    await refused({ resultingProperties: shifted(1, 0.002) }, 'Part 2 lies outside the parent property. Please keep every part inside its boundary.')
    await refused({ resultingProperties: shifted(1, -0.0003) }, /^Parts 1 and 2 overlap\./)
    await refused({ resultingProperties: parts.map((part, i) => (i === 0 ? { ...part, area: 10 } : part)) }, /^The parts' areas add up to /)
    expect(await tableCounts(kit)).toEqual(before)
  })

  it("answers SPEC's message for a parent without a boundary", async () => {
    const parent = await createPlot(kit, 'seller', 30.7, 76.7, { location: { address: { city: 'Mohali', state: 'Punjab' } } })
    const response = await send('seller', 'POST', `/api/properties/${parent.id}/split`, autoSplitBody({ ...parent, location: { ...parent.location, geofence: { vertices: [
      { latitude: 30.7, longitude: 76.7 }, { latitude: 30.7, longitude: 76.701 }, { latitude: 30.701, longitude: 76.701 }, { latitude: 30.701, longitude: 76.7 },
    ] } } }))
    expect(response.json()).toMatchObject({ success: false, message: "Property doesn't have valid boundary coordinates for splitting" })
    expect((await send('seller', 'GET', `/api/properties/${parent.id}/validate-for-split`)).json()).toEqual({
      success: true,
      isValid: false,
      message: "Property doesn't have valid boundary coordinates for splitting",
    })
  })

  it('needs property access', async () => {
    const parent = await createPlot(kit, 'seller')
    const body = autoSplitBody(parent)
    expect((await send(null, 'POST', `/api/properties/${parent.id}/split`, body)).json()).toEqual(signedOut)
    expect((await send('buyer', 'POST', `/api/properties/${parent.id}/split`, body)).json()).toEqual(toolsDenied)
    expect((await send('otherSeller', 'POST', `/api/properties/${parent.id}/split`, body)).json()).toEqual(toolsDenied)
    expect((await send('seller', 'POST', '/api/properties/9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b/split', body)).json()).toMatchObject({ message: 'Property not found' })
    expect((await tableCounts(kit))!.operations).toBe(0)
  })
})

describe('approval', () => {
  it('approved: the parent becomes inactive and keeps its history, the parts become drafts with its lineage', async () => {
    const parent = await createPlot(kit, 'seller')
    const { operationId, resultingProperties } = await requestSplit(parent)
    expect((await send('seller', 'PATCH', `/api/properties/${parent.id}/splits/${operationId}`, { approvalStatus: 'approved' })).json()).toEqual({
      success: false,
      message: 'Only an admin can approve or reject a split or merge',
      code: 'FORBIDDEN',
    })
    const approved = await send('admin', 'PATCH', `/api/properties/${parent.reference}/splits/${operationId}`, { approvalStatus: 'approved', remarks: 'Deeds checked' })
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ split: { approvalStatus: 'approved', status: 'completed', remarks: 'Deeds checked', approvedBy: demoUsers.admin.id, approvalDate: expect.any(String) } })
    expect(await statusOf(kit, parent.id)).toEqual({ column: 'inactive', document: 'inactive' })
    for (const property of resultingProperties) expect(await statusOf(kit, property.id)).toEqual({ column: 'draft', document: 'draft' })
    expect((await kit.database.query('SELECT 1 FROM property_operation_locks')).length).toBe(0)

    const results = await send('seller', 'GET', `/api/properties/${parent.id}/resulting-properties`)
    expect(results.json<{ resultingProperties: { splitId: string; approvalStatus: string; property: Property }[] }>().resultingProperties.map((r) => [r.splitId, r.approvalStatus, r.property.id])).toEqual(
      resultingProperties.map((property) => [operationId, 'approved', property.id]),
    )
    const partHistory = await send('seller', 'GET', `/api/properties/${resultingProperties[2]!.id}/split-history`)
    expect(partHistory.json()).toMatchObject({ splits: [{ id: operationId, parentPropertyId: parent.id, parentPropertyUID: parent.reference }] })
    const portfolio = await send('seller', 'GET', '/api/properties?status=draft')
    expect(portfolio.json<{ properties: Property[] }>().properties.map((p) => p.id).sort()).toEqual(resultingProperties.map((p) => p.id).sort())
    expect((await send('seller', 'GET', `/api/properties/operations/${operationId}/status`)).json()).toMatchObject({ operation: { status: 'completed', approvalStatus: 'approved' } })
    // Decided once.
    expect((await send('admin', 'PATCH', `/api/properties/${parent.id}/splits/${operationId}`, { approvalStatus: 'rejected' })).json()).toMatchObject({
      message: 'This split is already approved',
      code: 'CONFLICT',
    })
  })

  it('rejected: the parts are removed, the parent stays, the request keeps its status and remarks', async () => {
    const parent = await createPlot(kit, 'seller')
    const { operationId, resultingProperties } = await requestSplit(parent)
    const rejected = await send('admin', 'PATCH', `/api/properties/${parent.id}/splits/${operationId}`, { approvalStatus: 'rejected', remarks: 'Survey missing' })
    expect(rejected.json()).toMatchObject({ split: { approvalStatus: 'rejected', status: 'failed', remarks: 'Survey missing' } })
    for (const property of resultingProperties) expect(await statusOf(kit, property.id)).toBeUndefined()
    expect(await statusOf(kit, parent.id)).toEqual({ column: 'active', document: 'active' })
    const history = await send('seller', 'GET', `/api/properties/${parent.id}/split-history`)
    expect(history.json()).toMatchObject({ splits: [{ id: operationId, approvalStatus: 'rejected', remarks: 'Survey missing', resultingProperties: resultingProperties.map((p) => ({ propertyId: p.id })) }] })
    expect((await send('seller', 'GET', `/api/properties/${parent.id}/resulting-properties`)).json()).toEqual({ success: true, resultingProperties: [] })
    // The plot may be split again.
    expect((await send('seller', 'GET', `/api/properties/${parent.id}/validate-for-split`)).json()).toEqual({ success: true, isValid: true, message: 'Property can be split' })
  })

  it('cancelled by the requester: the parts are removed; a stranger may not cancel; twice is a conflict', async () => {
    const parent = await createPlot(kit, 'seller')
    const { operationId, resultingProperties } = await requestSplit(parent)
    const url = `/api/properties/${parent.id}/splits/${operationId}/cancel`
    expect((await send('otherSeller', 'POST', url, {})).json()).toEqual(toolsDenied)
    expect((await send('buyer', 'POST', url)).statusCode).toBe(403)
    const cancelled = await send('seller', 'POST', url, { remarks: 'Changed our minds' })
    expect(cancelled.json()).toMatchObject({ split: { approvalStatus: 'cancelled', status: 'cancelled', remarks: 'Changed our minds', approvedBy: demoUsers.seller.id } })
    for (const property of resultingProperties) expect(await statusOf(kit, property.id)).toBeUndefined()
    expect((await send('seller', 'POST', url)).json()).toMatchObject({ message: 'This split is already cancelled', code: 'CONFLICT' })
    // A split id under another property is no split of it.
    const other = await createPlot(kit, 'seller', 30.71, 76.71)
    expect((await send('admin', 'PATCH', `/api/properties/${other.id}/splits/${operationId}`, { approvalStatus: 'approved' })).json()).toMatchObject({ message: 'Split not found' })
  })
})

describe('one pending request per property', () => {
  it('refuses a second split of a plot while one is pending (409), and allows none on its parts', async () => {
    const parent = await createPlot(kit, 'seller')
    const { resultingProperties } = await requestSplit(parent)
    const second = await send('seller', 'POST', `/api/properties/${parent.id}/split`, autoSplitBody(parent))
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({ success: false, code: 'CONFLICT', message: 'This property is already part of a pending split or merge. Wait until it is decided, or cancel it, before starting another.' })
    expect((await send('seller', 'GET', `/api/properties/${parent.id}/validate-for-split`)).json()).toMatchObject({ isValid: false, message: expect.stringMatching(/^This property is already part of a pending split or merge/) })
    const part = resultingProperties[0]!
    expect((await send('seller', 'POST', `/api/properties/${part.id}/split`, autoSplitBody(part))).statusCode).toBe(409)
  })

  it('keeps the parent and the parts still while pending: no change, batch change or delete (409), and frees them once decided', async () => {
    const parent = await createPlot(kit, 'seller')
    const { operationId, resultingProperties } = await requestSplit(parent)
    const part = resultingProperties[0]!
    const held = { success: false, code: 'CONFLICT', message: 'This property is part of a pending split or merge and cannot be changed or deleted until that is approved, rejected or cancelled' }
    const published = await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${part.id}`, payload: { basicInfo: { ...part.basicInfo, status: 'active' } } })
    expect(published.json()).toEqual(held)
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${parent.id}` })).json()).toEqual(held)
    const batch = await requestAs(kit, 'seller', { method: 'PATCH', url: '/api/properties/batch', payload: { updates: [{ reference: parent.reference, data: { basicInfo: { title: 'Renamed' } } }] } })
    expect(batch.json()).toMatchObject({ failed: [{ reference: parent.reference, message: held.message }], successCount: 0 })
    expect(await statusOf(kit, part.id)).toEqual({ column: 'pending', document: 'pending' })
    await send('admin', 'PATCH', `/api/properties/${parent.id}/splits/${operationId}`, { approvalStatus: 'approved' })
    const renamed = await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${part.id}`, payload: { basicInfo: { ...part.basicInfo, status: 'draft', title: 'North-west quarter' } } })
    expect(renamed.statusCode).toBe(200)
  })

  it('lets exactly one of two concurrent requests on the same plot through', async () => {
    const parent = await createPlot(kit, 'seller')
    const body = autoSplitBody(parent)
    const answers = await Promise.all([
      send('seller', 'POST', `/api/properties/${parent.id}/split`, body),
      send('admin', 'POST', `/api/properties/${parent.id}/split`, autoSplitBody(parent, { mode: 'equal', parts: 3 })),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    const counts = await tableCounts(kit)
    expect(counts).toMatchObject({ operations: 1, locks: 1 + counts!.parts })
  })
})

describe('the tool calls', () => {
  it('POST /parts measures a drawn part inside the parent and refuses one outside', async () => {
    const parent = await createPlot(kit, 'seller')
    const inside = [
      { latitude: 30.7, longitude: 76.7 },
      { latitude: 30.7, longitude: 76.7005 },
      { latitude: 30.7005, longitude: 76.7005 },
      { latitude: 30.7005, longitude: 76.7 },
    ]
    const measured = await send('seller', 'POST', `/api/properties/${parent.id}/parts`, { coordinates: inside, existingParts: 1 })
    expect(measured.statusCode).toBe(200)
    const { part, message } = measured.json<{ part: { name: string; portion: number; area: number; splitReason: string }; message: string }>()
    expect(message).toBe('Added new property part. Review and save to finalize.')
    expect(part).toMatchObject({ name: 'Plot at 30.7, 76.7 - Part 2', splitReason: 'Manual subdivision' })
    expect(part.area).toBeGreaterThan(0)
    const outside = await send('seller', 'POST', `/api/properties/${parent.id}/parts`, { coordinates: inside.map((v) => ({ ...v, latitude: v.latitude + 0.01 })) })
    expect(outside.json()).toMatchObject({ success: false, message: 'The part lies outside the parent property. Please keep every part inside its boundary.' })
    expect((await send('otherSeller', 'POST', `/api/properties/${parent.id}/parts`, { coordinates: inside })).json()).toEqual(toolsDenied)
    expect((await tableCounts(kit))!.operations).toBe(0)
  })

  it('validate-for-split says a sold property cannot be split; history and status need access', async () => {
    const sold = await createPlot(kit, 'seller', 30.7, 76.7, { basicInfo: { title: 'Sold plot', type: 'land', status: 'sold' } })
    expect((await send('seller', 'GET', `/api/properties/${sold.id}/validate-for-split`)).json()).toEqual({ success: true, isValid: false, message: 'Only a draft or active property can be split; this one is sold' })
    const parent = await createPlot(kit, 'seller', 30.72, 76.72)
    const { operationId } = await requestSplit(parent)
    expect((await send('buyer', 'GET', `/api/properties/${parent.id}/split-history`)).json()).toEqual(toolsDenied)
    expect((await send('buyer', 'GET', `/api/properties/operations/${operationId}/status`)).json()).toMatchObject({ message: 'Operation not found' })
    expect((await send('admin', 'GET', `/api/properties/operations/${operationId}/status`)).statusCode).toBe(200)
    expect((await send('dealer', 'GET', `/api/properties/operations/${operationId}/status`)).statusCode).toBe(200)
    expect((await send('seller', 'GET', '/api/properties/operations/9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b/status')).statusCode).toBe(404)
  })
})
