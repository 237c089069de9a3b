import { describe, expect, it } from 'vitest'
import { NOT_YET_SCORED, formatPropertyScore, isScored } from './property-score'

describe('property score display', () => {
  it.each([
    [72, '72 / 100'],
    [71.6, '72 / 100'],
    [100, '100 / 100'],
    [0, 'Not yet scored'],
    [null, 'Not yet scored'],
    [undefined, 'Not yet scored'],
    [Number.NaN, 'Not yet scored'],
  ] as const)('shows %s as %j', (score, expected) => {
    expect(formatPropertyScore(score)).toBe(expected)
  })

  it('treats only a number above 0 as a score', () => {
    expect(NOT_YET_SCORED).toBe('Not yet scored')
    expect(isScored(1)).toBe(true)
    expect(isScored(0)).toBe(false)
    expect(isScored(null)).toBe(false)
  })
})
