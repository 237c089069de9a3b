import { describe, expect, it } from 'vitest'
import { checkBatchUpdates, parsePropertyImport, propertyExportFileName, summarizeBatch } from './property-import-export'
import { createPropertyMetadata, touchPropertyMetadata } from './property-metadata'
import { failedPropertyCheck, validatePropertyData } from './validate-property-data'

const valid = { basicInfo: { type: 'residential', status: 'active' }, location: { address: { city: 'Mohali', state: 'Punjab' } } }

describe('validatePropertyData', () => {
  it('passes a property with the four required fields', () => {
    expect(validatePropertyData(valid)).toEqual({ valid: true, errors: [] })
  })

  it('lists every missing field in SPEC order', () => {
    expect(validatePropertyData({})).toEqual({
      valid: false,
      errors: [
        'Missing required field: basicInfo.type',
        'Missing required field: basicInfo.status',
        'Missing required field: location.address.city',
        'Missing required field: location.address.state',
      ],
    })
    expect(validatePropertyData(null).errors).toHaveLength(4)
    expect(validatePropertyData({ ...valid, location: { address: { city: '  ', state: 'Punjab' } } }).errors).toEqual(['Missing required field: location.address.city'])
  })

  it.each([
    [{ financial: { pricing: { totalPrice: '8500000' } } }, ['Total price must be a number']],
    [{ financial: { pricing: { totalPrice: null } } }, ['Total price must be a number']],
    [{ financial: { pricing: { totalPrice: Number.NaN } } }, ['Total price must be a number']],
    [{ financial: { pricing: { totalPrice: 8_500_000 } } }, []],
    [{ financial: { pricing: {} } }, []],
    [{ specifications: { area: { total: '1200' } } }, ['Total area must be a number']],
    [{ specifications: { area: { total: 1200 } } }, []],
  ])('checks numbers: %j', (change, errors) => {
    expect(validatePropertyData({ ...valid, ...change }).errors).toEqual(errors)
  })

  it('reports a server-side failure as valid false with its message', () => {
    expect(failedPropertyCheck('Failed to validate property')).toEqual({ valid: false, errors: ['Failed to validate property'] })
  })
})

describe('import and export', () => {
  it("refuses text that is not a JSON object: 'Invalid JSON data'", () => {
    for (const text of ['{', 'null', '42', '[1]']) expect(parsePropertyImport(text)).toEqual({ ok: false, error: { message: 'Invalid JSON data', problems: [] } })
  })

  it('says so when the text holds no properties, or too many', () => {
    expect(parsePropertyImport('[]')).toEqual({ ok: false, error: { message: 'The JSON data holds no properties', problems: [] } })
    const many = JSON.stringify(Array.from({ length: 1001 }, () => valid))
    expect(parsePropertyImport(many)).toEqual({ ok: false, error: { message: 'At most 1,000 properties can be imported at once', problems: [] } })
  })

  it("refuses data failing the check: 'Validation errors: ...'", () => {
    expect(parsePropertyImport(JSON.stringify({ basicInfo: { type: 'land', status: 'draft' }, location: { address: { city: 'Pune' } } }))).toEqual({
      ok: false,
      error: { message: 'Validation errors: Missing required field: location.address.state', problems: [{ item: 0, message: 'Missing required field: location.address.state' }] },
    })
  })

  it('drops id and reference', () => {
    expect(parsePropertyImport(JSON.stringify({ ...valid, id: 'x', reference: 'PROP-1' }))).toEqual({ ok: true, value: [valid] })
  })

  it('imports an array, naming the item of each problem', () => {
    expect(parsePropertyImport(JSON.stringify([valid, { ...valid, reference: 'PROP-2' }]))).toEqual({ ok: true, value: [valid, valid] })
    expect(parsePropertyImport(JSON.stringify([valid, { basicInfo: { type: 'land' }, location: { address: { city: 'Pune', state: 'MH' } } }]))).toEqual({
      ok: false,
      error: { message: 'Validation errors: Item 2: Missing required field: basicInfo.status', problems: [{ item: 1, message: 'Missing required field: basicInfo.status' }] },
    })
  })

  it('names the export from the reference and a timestamp', () => {
    expect(propertyExportFileName('PROP-AB-12345', new Date('2026-01-02T03:04:05.006Z'))).toBe('PROP-AB-12345-2026-01-02T03-04-05-006Z.json')
    expect(propertyExportFileName('', new Date(0))).toBe('property-1970-01-01T00-00-00-000Z.json')
  })

  it("needs a non-empty array of {reference, data}: 'Invalid updates array'", () => {
    for (const updates of [undefined, [], {}, [{ reference: 'PROP-1' }], [{ reference: '', data: {} }], [{ reference: 'a', data: [] }], [null]]) {
      expect(checkBatchUpdates(updates)).toEqual({ ok: false, error: 'Invalid updates array' })
    }
    expect(checkBatchUpdates([{ reference: 'PROP-1', data: { x: 1 } }]).ok).toBe(true)
  })

  it('summarises batch outcomes with counts', () => {
    expect(summarizeBatch([{ reference: 'a', ok: true, value: 'A' }, { reference: 'b', ok: false, error: 'Property not found' }])).toEqual({
      successful: ['A'],
      failed: [{ reference: 'b', message: 'Property not found' }],
      successCount: 1,
      failureCount: 1,
    })
  })
})

describe('property metadata', () => {
  const now = new Date('2026-05-05T05:05:05.000Z')

  it("defaults createdBy and updatedBy to 'system'", () => {
    expect(createPropertyMetadata(now)).toEqual({ createdAt: now.toISOString(), updatedAt: now.toISOString(), createdBy: 'system', updatedBy: 'system' })
    expect(createPropertyMetadata(now, 'u1')).toEqual({ createdAt: now.toISOString(), updatedAt: now.toISOString(), createdBy: 'u1', updatedBy: 'u1', listedBy: 'u1' })
  })

  it('stamps updates and keeps creation facts', () => {
    expect(touchPropertyMetadata({ createdAt: 'x', createdBy: 'u1', updatedBy: 'u1' }, now, 'u2')).toEqual({ createdAt: 'x', createdBy: 'u1', updatedBy: 'u2', updatedAt: now.toISOString() })
    expect(touchPropertyMetadata(undefined, now)).toEqual({ createdBy: 'system', updatedBy: 'system', updatedAt: now.toISOString() })
  })
})
