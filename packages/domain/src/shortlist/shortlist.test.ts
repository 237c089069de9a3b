import { describe, expect, it } from 'vitest'
import { MAX_SHORTLIST, mergeShortlist } from './shortlist'

describe('mergeShortlist', () => {
  it("adds the browser's listings that the stored shortlist lacks, in the browser's order, once each", () => {
    expect(mergeShortlist({ stored: ['a', 'b'], incoming: ['c', 'a', 'd', 'c'] })).toEqual({ add: ['c', 'd'], skipped: 0 })
  })

  it('adds only as many as the shortlist has room for and counts the rest', () => {
    expect(mergeShortlist({ stored: ['a', 'b'], incoming: ['c', 'd', 'e'], max: 3 })).toEqual({ add: ['c'], skipped: 2 })
    const full = Array.from({ length: MAX_SHORTLIST }, (_, i) => `s${i}`)
    expect(mergeShortlist({ stored: full, incoming: ['x'] })).toEqual({ add: [], skipped: 1 })
  })

  it('adds nothing when the browser had nothing new', () => {
    expect(mergeShortlist({ stored: ['a'], incoming: ['a'] })).toEqual({ add: [], skipped: 0 })
    expect(mergeShortlist({ stored: [], incoming: [] })).toEqual({ add: [], skipped: 0 })
  })
})
