import { describe, expect, it } from 'vitest'
import { mergePolygons } from '../geometry/merge-polygons'
import { polygonAreaSqm } from '../geometry/polygon-area'
import { buildMergeRequest, equalContribution, formatMergeSources } from './merge'
import { mergeRequestSchema } from './merge-schemas'

describe('merge', () => {
  it('gives each source 100 / n', () => {
    expect(equalContribution(4)).toBe(25)
    expect(equalContribution(3)).toBeCloseTo(33.333333, 5)
    expect(equalContribution(0)).toBe(0)
    expect(formatMergeSources([{ id: 'a', area: 10, ownerId: 'u1' }, { id: 'b', areaUnit: 'acres' }])).toEqual([
      { propertyId: 'a', contribution: 50, area: 10, areaUnit: 'sqft', previousOwner: 'u1' },
      { propertyId: 'b', contribution: 50, area: 0, areaUnit: 'acres' },
    ])
  })

  it("needs at least 2 properties: 'At least 2 properties are required for merging'", () => {
    expect(buildMergeRequest([{ id: 'a' }], { now: new Date(0) })).toEqual({ ok: false, error: 'At least 2 properties are required for merging' })
    for (const body of [{}, { sourceProperties: [{ propertyId: 'a' }] }]) {
      expect(mergeRequestSchema.safeParse(body).error?.issues[0]?.message).toBe('At least 2 properties are required for merging')
    }
  })

  it("defaults the reason to 'Property consolidation' and approval to pending", () => {
    const result = buildMergeRequest([{ id: 'a' }, { id: 'b' }], { now: new Date('2026-03-01T00:00:00Z'), remarks: 'r' })
    expect(result.ok && result.value).toMatchObject({ mergeReason: 'Property consolidation', approvalStatus: 'pending', mergeDate: '2026-03-01T00:00:00.000Z', remarks: 'r', targetPropertyData: {} })
    const custom = buildMergeRequest([{ id: 'a' }, { id: 'b' }], { now: new Date(0), reason: 'Sale', targetPropertyData: { title: 'T' } })
    expect(custom.ok && custom.value).toMatchObject({ mergeReason: 'Sale', targetPropertyData: { title: 'T' } })
    expect(mergeRequestSchema.parse({ sourceProperties: [{ propertyId: 'a' }, { propertyId: 'b' }] })).toMatchObject({ mergeReason: 'Property consolidation', approvalStatus: 'pending' })
  })

  it('merges adjacent boundaries into one outline', () => {
    const west = [
      { latitude: 30, longitude: 76 },
      { latitude: 30, longitude: 76.001 },
      { latitude: 30.001, longitude: 76.001 },
      { latitude: 30.001, longitude: 76 },
    ]
    const east = west.map((v) => ({ ...v, longitude: v.longitude + 0.001 }))
    const far = west.map((v) => ({ ...v, latitude: v.latitude + 1 }))
    const merged = mergePolygons([west, east])
    expect(merged).toHaveLength(1)
    expect(polygonAreaSqm(merged[0]!)).toBeCloseTo(polygonAreaSqm(west) + polygonAreaSqm(east), 3)
    expect(mergePolygons([west, far])).toHaveLength(2)
    expect(mergePolygons([west.slice(0, 2)])).toEqual([])
  })
})
