import { describe, expect, it } from 'vitest'
import { polygonAreaSqm } from '../geometry/polygon-area'
import { checkMerge, mergeContributions, mergedOwners } from './check-merge'

const square = (latitude: number, longitude: number, side = 0.001) => [
  { latitude, longitude },
  { latitude, longitude: longitude + side },
  { latitude: latitude + side, longitude: longitude + side },
  { latitude: latitude + side, longitude },
]
const source = (id: string, vertices: unknown, contribution?: number) => ({ id, reference: `PROP-${id}`, vertices, ...(contribution === undefined ? {} : { contribution }) })

describe('checkMerge', () => {
  it('merges plots that share an edge into one outline with equal contributions', () => {
    const merged = checkMerge([source('A', square(30.7, 76.7)), source('B', square(30.7, 76.701))])
    if (!merged.ok) throw new Error(merged.error)
    expect(merged.value.contributions).toEqual([50, 50])
    expect(polygonAreaSqm(merged.value.boundary)).toBeCloseTo(polygonAreaSqm(square(30.7, 76.7)) * 2, 0)
  })

  it('refuses fewer than two, the same plot twice, a plot without a boundary and plots that do not touch', () => {
    expect(checkMerge([source('A', square(30.7, 76.7))])).toEqual({ ok: false, error: 'At least 2 properties are required for merging' })
    expect(checkMerge([source('A', square(30.7, 76.7)), source('A', square(30.7, 76.7))]).ok).toBe(false)
    expect(checkMerge([source('A', square(30.7, 76.7)), source('B', [])])).toEqual({ ok: false, error: "Property PROP-B doesn't have valid boundary coordinates for merging" })
    expect(checkMerge([source('A', square(30.7, 76.7)), source('B', square(30.7, 76.7015))])).toEqual({
      ok: false,
      error: 'The properties do not touch. Only plots whose boundaries touch or overlap can be merged into one.',
    })
  })

  it('takes contributions given for every source when they make 100', () => {
    expect(mergeContributions([{ contribution: 70 }, { contribution: 30 }])).toEqual({ ok: true, value: [70, 30] })
    expect(mergeContributions([{ contribution: 70 }, { contribution: 20 }])).toEqual({ ok: false, error: 'Contributions must add up to 100% (they add up to 90%)' })
    expect(mergeContributions([{ contribution: 70 }, {}]).ok).toBe(false)
    expect(mergeContributions([{}, {}, {}]).ok && mergeContributions([{}, {}, {}])).toEqual({ ok: true, value: [100 / 3, 100 / 3, 100 / 3] })
  })
})

describe('mergedOwners', () => {
  it("scales each source's owners by its contribution and adds up one person's shares", () => {
    const owners = mergedOwners([
      { owners: [{ userId: 'asha', share: 60 }, { userId: 'ravi', share: 40 }], contribution: 50 },
      { owners: [{ userId: 'ASHA', share: 100 }], contribution: 50 },
    ])
    expect(owners).toEqual([
      { userId: 'asha', share: 80 },
      { userId: 'ravi', share: 20 },
    ])
    const unshared = mergedOwners([{ owners: [{ userId: 'a' }, { userId: 'b' }], contribution: 100 }])
    expect(unshared.map((owner) => owner.share)).toEqual([50, 50])
  })
})
