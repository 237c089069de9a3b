import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AREA_UNIT_LABELS, SQM_PER_UNIT, areaUnits, convertArea, displayArea, formatArea, fromSquareMetres, isAreaUnit, toSquareFeet, toSquareMetres } from './area'
import {
  BIGHA_SQFT_BY_STATE,
  bighaSqft,
  formatIndianArea,
  indianAreaUnits,
  indianUnitToSquareFeet,
  localAreaEquivalents,
  marlaSqft,
  sqftPerIndianUnit,
  squareFeetToIndianUnit,
} from './indian-land-units'

describe('standard area units', () => {
  it("uses SPEC's factors: 1 sqm = 10.764 sq ft, 1 acre = 4046.86 sqm, 1 ha = 10000 sqm", () => {
    expect(toSquareFeet(1, 'sqm')).toBe(10.764)
    expect(toSquareFeet(1, 'acres')).toBeCloseTo(4046.86 * 10.764, 9)
    expect(toSquareFeet(1, 'hectares')).toBeCloseTo(107_640, 9)
    expect(toSquareFeet(500, 'sqft')).toBe(500)
    expect(convertArea(10_000, 'sqm', 'hectares')).toBe(1)
    expect(convertArea(1, 'acres', 'sqm')).toBeCloseTo(4046.86, 9)
    expect(convertArea(10.764, 'sqft', 'sqm')).toBeCloseTo(1, 12)
    expect(convertArea(7, 'acres', 'acres')).toBe(7)
    expect(toSquareMetres(2, 'hectares')).toBe(20_000)
    expect(fromSquareMetres(4046.86, 'acres')).toBe(1)
    expect(SQM_PER_UNIT.sqft).toBeCloseTo(1 / 10.764, 15)
  })

  it('labels m², sq.ft., acres, ha', () => {
    expect(areaUnits.map((u) => AREA_UNIT_LABELS[u])).toEqual(['m²', 'sq.ft.', 'acres', 'ha'])
    expect(isAreaUnit('acres')).toBe(true)
    expect(isAreaUnit('bigha')).toBe(false)
  })

  it.each([
    [1200, 'sqft', undefined, '1,200.00 sq.ft.'],
    [1234567.891, 'sqm', undefined, '12,34,567.89 m²'],
    [2.5, 'acres', 1, '2.5 acres'],
    [0, 'hectares', undefined, '0.00 ha'],
    [null, 'sqft', undefined, 'N/A'],
    [undefined, 'sqm', undefined, 'N/A'],
    [Number.NaN, 'sqm', undefined, 'N/A'],
  ] as const)('formats %s %s as %j', (value, unit, decimals, expected) => {
    expect(formatArea(value, unit, decimals)).toBe(expected)
  })

  it.each([
    [5022, 'sqft', '5,022 sq.ft.'],
    [1200.5, 'sqft', '1,200.5 sq.ft.'],
    [0.25, 'acres', '0.25 acres'],
    [1234567.891, 'sqm', '12,34,567.89 m²'],
    [2.999, 'hectares', '3 ha'],
    [0, 'sqft', undefined],
    [null, 'sqft', undefined],
    [undefined, 'acres', undefined],
    [Number.NaN, 'sqm', undefined],
  ] as const)('displays %s %s as %j on a listing: no trailing zeros, nothing when there is no area', (value, unit, expected) => {
    expect(displayArea(value, unit)).toBe(expected)
  })

  it('round-trips every pair of units', () => {
    const unit = fc.constantFrom(...areaUnits)
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), unit, unit, (value, from, to) => {
        const back = convertArea(convertArea(value, from, to), to, from)
        expect(Math.abs(back - value)).toBeLessThanOrEqual(Math.max(1e-12, value * 1e-12))
      }),
    )
  })
})

describe('Indian land units', () => {
  it('has gaj 9 sq ft, marla 272.25 (225 in Amritsar, Gurdaspur, Ferozepur), kanal 20 marla', () => {
    expect(sqftPerIndianUnit('gaj')).toBe(9)
    expect(marlaSqft()).toBe(272.25)
    expect(marlaSqft('Ludhiana')).toBe(272.25)
    for (const district of ['Amritsar', 'gurdaspur', 'Ferozepur ']) expect(marlaSqft(district)).toBe(225)
    expect(sqftPerIndianUnit('kanal')).toBe(5445)
    expect(sqftPerIndianUnit('kanal', { district: 'Amritsar' })).toBe(4500)
  })

  it('sizes the bigha by state', () => {
    expect(bighaSqft('Rajasthan')).toBe(27_225)
    expect(bighaSqft('Himachal Pradesh')).toBe(8712)
    expect(bighaSqft('assam')).toBe(14_400)
    expect(bighaSqft('West Bengal')).toBe(14_400)
    expect(bighaSqft('Kerala')).toBeUndefined()
    expect(bighaSqft()).toBeUndefined()
    expect(indianUnitToSquareFeet(2, 'bigha', { state: 'Punjab' })).toBe(18_140)
    expect(indianUnitToSquareFeet(1, 'bigha', { state: 'Tamil Nadu' })).toBeUndefined()
    expect(squareFeetToIndianUnit(100, 'bigha')).toBeUndefined()
  })

  it('lists local equivalents for the state', () => {
    expect(localAreaEquivalents(5445, { state: 'Punjab' })).toEqual([
      { unit: 'gaj', value: 605, label: 'gaj (sq. yd.)' },
      { unit: 'marla', value: 20, label: 'marla' },
      { unit: 'kanal', value: 1, label: 'kanal' },
      { unit: 'bigha', value: 5445 / 9070, label: 'bigha' },
    ])
    expect(localAreaEquivalents(900).map((e) => e.unit)).toEqual(['gaj'])
    expect(localAreaEquivalents(900, { state: 'Karnataka' }).map((e) => e.unit)).toEqual(['gaj'])
    expect(formatIndianArea(1234.567, 'gaj')).toBe('1,234.57 gaj (sq. yd.)')
  })

  it('round-trips through square feet', () => {
    const states = Object.keys(BIGHA_SQFT_BY_STATE)
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e8, noNaN: true }), fc.constantFrom(...indianAreaUnits), fc.constantFrom(...states), (value, unit, state) => {
        const sqft = indianUnitToSquareFeet(value, unit, { state }) as number
        const back = squareFeetToIndianUnit(sqft, unit, { state }) as number
        expect(Math.abs(back - value)).toBeLessThanOrEqual(Math.max(1e-12, value * 1e-12))
      }),
    )
  })
})
