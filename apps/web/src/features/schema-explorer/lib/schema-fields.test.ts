import { describe, expect, it } from 'vitest'
import { listJsonSchemas } from '@vishwas/domain'
import { searchFields } from './field-search'
import { allFields, schemaFields, type SchemaField, type SchemaNode } from './schema-fields'

const schemas = listJsonSchemas() as Record<string, SchemaNode>

function find(fields: readonly SchemaField[], id: string): SchemaField {
  const field = allFields(fields).find((f) => f.id === id)
  if (!field) throw new Error(`no field ${id}`)
  return field
}

describe('schemaFields', () => {
  const property = schemaFields(schemas.property!)

  it('lists the top-level fields with their type in words, required flag, title and description', () => {
    expect(property.map((f) => f.name)).toEqual(Object.keys(schemas.property!.properties!))
    const basicInfo = find(property, 'basicInfo')
    expect(basicInfo).toMatchObject({ type: 'object', required: true, title: 'Basic information', level: 1 })
    expect(find(property, 'id')).toMatchObject({ type: 'string', required: false, title: 'Id', description: 'UUID of the property, assigned by the server.' })
  })

  it('nests object fields and shows enums, defaults and limits', () => {
    const status = find(property, 'basicInfo.status')
    expect(status).toMatchObject({ type: 'string', required: true, level: 2 })
    expect(status.details).toContain('One of: draft, active, pending, sold, rented, inactive')
    expect(find(property, 'basicInfo.listingType').details).toContain('Default: sale')
    expect(find(property, 'basicInfo.title').details).toEqual(expect.arrayContaining(['Max length 200', 'Default: ']))
    expect(find(property, 'evaluation.propertyScore').details).toEqual(expect.arrayContaining(['Minimum 0', 'Maximum 100']))
  })

  it('opens lists into their items and unions into their object member', () => {
    const vertices = find(property, 'location.geofence.vertices')
    expect(vertices.type).toBe('list of Point')
    expect(vertices.children.map((f) => f.id)).toEqual(['location.geofence.vertices[].latitude', 'location.geofence.vertices[].longitude'])
    expect(find(property, 'location.geofence.vertices[].latitude')).toMatchObject({ type: 'number or string', required: true, level: 4 })
    const dealer = find(property, 'dealerInfo.currentDealer')
    expect(dealer.type).toBe('object or null')
    expect(dealer.children.map((f) => f.name)).toEqual(['userId'])
    expect(find(property, 'amenities').type).toBe('list of string')
  })

  it('names maps, nullable numbers, tuples and open objects', () => {
    const statistics = schemaFields(schemas.statistics!)
    expect(find(statistics, 'propertyTypes').type).toBe('map of integer')
    const comparison = schemaFields(schemas.comparisonResult!)
    expect(find(comparison, 'summaries[].price').type).toBe('number or null')
    expect(find(comparison, 'differences[].values').type).toBe('tuple of 2')
    const open = schemaFields({ type: 'object', properties: { extra: { type: 'object', additionalProperties: {} } } })
    expect(find(open, 'extra').details).toContain('Other fields allowed')
    // A listing's analytics holds its counters only.
    expect(find(property, 'analytics').details).not.toContain('Other fields allowed')
  })

  it('follows local $refs and allOf, and stops at a cycle', () => {
    const schema: SchemaNode = {
      type: 'object',
      required: ['home'],
      properties: {
        home: { $ref: '#/$defs/place' },
        both: { allOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { type: 'object', properties: { b: { type: 'number' } } }] },
      },
      $defs: {
        place: { type: 'object', title: 'Place', description: 'Somewhere', properties: { name: { type: 'string' }, parent: { $ref: '#/$defs/place' } } },
      },
    }
    const fields = schemaFields(schema)
    expect(find(fields, 'home')).toMatchObject({ title: 'Place', description: 'Somewhere', type: 'object', required: true })
    expect(find(fields, 'home').children.map((f) => f.name)).toEqual(['name', 'parent'])
    expect(find(fields, 'home.parent')).toMatchObject({ type: 'same as place', children: [] })
    expect(find(fields, 'both').children.map((f) => [f.name, f.required])).toEqual([
      ['a', true],
      ['b', false],
    ])
  })

  it('reads every schema the API serves', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      const fields = allFields(schemaFields(schema))
      expect(fields.length, name).toBeGreaterThan(0)
      expect(fields.every((f) => f.type !== '' && !f.type.includes('undefined')), name).toBe(true)
    }
  })
})

describe('searchFields', () => {
  const property = schemaFields(schemas.property!)

  it('matches name, title or description, keeps ancestors and contents in view and opens the ancestors', () => {
    const search = searchFields(property, '  LATITUDE ')
    expect([...search.matched]).toEqual(['location.geofence.vertices[].latitude', 'location.coordinates.latitude'])
    expect(search.expanded).toEqual(new Set(['location', 'location.geofence', 'location.geofence.vertices', 'location.coordinates']))
    expect(search.visible.has('location.address')).toBe(false)

    const byDescription = searchFields(property, 'curating')
    expect([...byDescription.matched]).toEqual(['dealerInfo.currentDealer'])
    expect(byDescription.visible.has('dealerInfo.currentDealer.userId')).toBe(true)
  })

  it('matches nothing and hides nothing for an empty query', () => {
    const search = searchFields(property, '   ')
    expect(search.query).toBe('')
    expect(search.matched.size + search.visible.size + search.expanded.size).toBe(0)
  })
})
