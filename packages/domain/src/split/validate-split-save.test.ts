import { describe, expect, it } from 'vitest'
import { splitRequestSchema, parseNumberOrZero, resultingPartSchema } from './split-schemas'
import { buildSplitRequest, isPortionTotalValid, splitSavedMessage, totalPortion, validateSplitSave } from './validate-split-save'

const ring = [
  { latitude: 30, longitude: 76 },
  { latitude: 30, longitude: 76.001 },
  { latitude: 30.001, longitude: 76.001 },
]
const part = (portion: unknown, coordinates = ring) => ({ portion, coordinates })

describe('validateSplitSave', () => {
  it("needs a parent and at least 2 parts: 'Cannot save: Need parent property and at least 2 split parts'", () => {
    const message = 'Cannot save: Need parent property and at least 2 split parts'
    expect(validateSplitSave(null, [part(50), part(50)])).toEqual({ ok: false, error: message })
    expect(validateSplitSave({ id: 'p' }, [part(100)])).toEqual({ ok: false, error: message })
  })

  it.each([
    [[50, 49.9], true],
    [[50, 50.1], true],
    [[33.3, 33.3, 33.3], true],
    [[50, 50], true],
    [[50, 50.11], false],
    [[50, 49.89], false],
  ])('portions %j valid: %s (tolerance 0.1)', (portions, valid) => {
    expect(validateSplitSave({ id: 'p' }, portions.map((p) => part(p))).ok).toBe(valid)
  })

  it('reports the total in the message', () => {
    expect(validateSplitSave({ id: 'p' }, [part(50), part(50.11)])).toEqual({
      ok: false,
      error: 'Total portion (100.11%) must equal 100%. Please adjust the portions.',
    })
    expect(validateSplitSave({ id: 'p' }, [part('abc'), part(50)])).toEqual({
      ok: false,
      error: 'Total portion (50.00%) must equal 100%. Please adjust the portions.',
    })
  })

  it('needs every part to have at least 3 boundary points', () => {
    expect(validateSplitSave({ id: 'p' }, [part(50), part(50, ring.slice(0, 2))])).toEqual({
      ok: false,
      error: 'All parts must have valid boundary coordinates. Please complete drawing all parts.',
    })
    expect(validateSplitSave({ id: 'p' }, [part(50), { portion: 50 }]).ok).toBe(false)
    expect(validateSplitSave({ id: 'p' }, [part(50), part('50')])).toEqual({ ok: true, value: true })
  })

  it('checks the total at exactly 99.9, 100.1 and 100.11', () => {
    expect(isPortionTotalValid(99.9)).toBe(true)
    expect(isPortionTotalValid(100.1)).toBe(true)
    expect(isPortionTotalValid(100.11)).toBe(false)
    expect(totalPortion([{ portion: '12.5' }, { portion: null }, { portion: 7.5 }])).toBe(20)
  })
})

describe('split request', () => {
  it('parses portion and area as numbers, falling back to 0', () => {
    expect([parseNumberOrZero('12.5'), parseNumberOrZero(''), parseNumberOrZero('x'), parseNumberOrZero(null), parseNumberOrZero(NaN), parseNumberOrZero(3)]).toEqual([12.5, 0, 0, 0, 0, 3])
    expect(resultingPartSchema.parse({ portion: 'abc', area: '10' })).toMatchObject({ portion: 0, area: 10, areaUnit: 'sqft', documents: [], description: '' })
  })

  it("defaults the reason to 'Property subdivision' and approval to pending", () => {
    expect(splitRequestSchema.parse({ resultingProperties: [] })).toMatchObject({ splitReason: 'Property subdivision', approvalStatus: 'pending' })
  })

  it("requires resultingProperties: 'resultingProperties array is required'", () => {
    for (const body of [{}, { resultingProperties: 'x' }]) {
      const result = splitRequestSchema.safeParse(body)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('resultingProperties array is required')
    }
  })

  it('builds the request from the tool parts', () => {
    const request = buildSplitRequest('p1', [{ name: 'A - Part 1', portion: '60', area: 'x', coordinates: ring }, { portion: 40, area: 400 }], {
      reason: 'Manual subdivision',
      now: new Date('2026-01-02T03:04:05.000Z'),
      remarks: 'family partition',
    })
    expect(request).toEqual({
      splitDate: '2026-01-02T03:04:05.000Z',
      splitReason: 'Manual subdivision',
      approvalStatus: 'pending',
      remarks: 'family partition',
      resultingProperties: [
        { name: 'A - Part 1', portion: 60, area: 0, areaUnit: 'sqft', description: '', documents: [], coordinates: ring, parentPropertyId: 'p1' },
        { portion: 40, area: 400, areaUnit: 'sqft', description: '', documents: [], coordinates: [], parentPropertyId: 'p1' },
      ],
    })
    expect(splitRequestSchema.safeParse(request).success).toBe(true)
    expect(buildSplitRequest('p', [], { reason: 'r', now: new Date(0) })).not.toHaveProperty('remarks')
  })

  it('lists the new ids after save', () => {
    expect(splitSavedMessage({ resultingProperties: [{ id: 'a' }, { id: 'b' }] })).toBe('Property split saved successfully. Newly created property IDs: a, b')
  })
})
