import { describe, expect, it } from 'vitest'
import { getJsonSchema, type JSONSchema } from '@vishwas/domain'
import { isCoveredElsewhere } from './form-fields'
import { describeSchemaFields, schemaAt, type SchemaField } from './schema-fields'

const propertySchema = getJsonSchema('property') as JSONSchema

function flatten(fields: SchemaField[]): Array<[string, string]> {
  return fields.flatMap((field) => (field.kind === 'group' ? flatten(field.fields) : [[field.path, field.kind] as [string, string]]))
}

describe('schema fields', () => {
  it("leaves the property's hand-made and server-kept fields to others and renders the rest by type", () => {
    expect(flatten(describeSchemaFields(propertySchema, '', isCoveredElsewhere))).toEqual([
      ['basicInfo.description', 'text'],
      ['basicInfo.constructionStatus', 'choice'],
      ['basicInfo.furnished', 'choice'],
      ['basicInfo.reraNumber', 'text'],
      ['financial.pricing.negotiable', 'boolean'],
      ['specifications.floors', 'number'],
      ['specifications.facing', 'choice'],
      ['specifications.yearBuilt', 'number'],
      ['surrounding', 'tags'],
      ['risk.earthquake', 'choice'],
      ['risk.flood', 'choice'],
      ['risk.hurricane', 'choice'],
      ['risk.landslide', 'choice'],
    ])
  })

  it('reads titles, descriptions, limits, defaults and required flags', () => {
    const specifications = describeSchemaFields(schemaAt(propertySchema, 'specifications')!, 'specifications')
    expect(specifications.find((f) => f.path === 'specifications.yearBuilt')).toMatchObject({
      kind: 'number',
      integer: true,
      label: 'Year built',
      description: 'Year of completion.',
      minimum: 1800,
      maximum: 2100,
      required: false,
    })
    const [risk] = describeSchemaFields(propertySchema, '', (path) => path !== 'risk' && !path.startsWith('risk.'))
    expect(risk).toMatchObject({ kind: 'group', label: 'Natural hazard risk' })
    expect(risk?.kind === 'group' && risk.fields[0]).toMatchObject({ kind: 'choice', options: ['low', 'medium', 'high'], defaultValue: 'low' })
    const basicInfo = describeSchemaFields(schemaAt(propertySchema, 'basicInfo')!, 'basicInfo')
    expect(basicInfo.find((f) => f.path === 'basicInfo.type')?.required).toBe(true)
    expect(basicInfo.find((f) => f.path === 'basicInfo.description')).toMatchObject({ kind: 'text', multiline: true, maxLength: 10_000 })
  })

  it('handles nested objects, nullable values and number-or-string unions, and skips what one input cannot hold', () => {
    const schema: JSONSchema = {
      type: 'object',
      required: ['size'],
      properties: {
        size: { anyOf: [{ type: 'number' }, { type: 'string' }], title: 'Size' },
        manager: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        owner: { type: 'object', properties: { name: { type: 'string' }, verified: { type: 'boolean' } } },
        rooms: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
        tags: { type: 'array', items: { type: 'string' }, examples: [['a', 'b']] },
        currency: { type: 'string', const: 'INR' },
      },
    }
    expect(describeSchemaFields(schema)).toEqual([
      { path: 'size', label: 'Size', required: true, kind: 'number', integer: false },
      { path: 'manager', label: 'Manager', required: false, kind: 'text', multiline: false },
      {
        path: 'owner',
        label: 'Owner',
        required: false,
        kind: 'group',
        fields: [
          { path: 'owner.name', label: 'Name', required: false, kind: 'text', multiline: false },
          { path: 'owner.verified', label: 'Verified', required: false, kind: 'boolean' },
        ],
      },
      { path: 'tags', label: 'Tags', required: false, kind: 'tags', suggestions: ['a', 'b'] },
    ])
  })
})
