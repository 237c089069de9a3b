import { describe, expect, it } from 'vitest'
import { SPEC_ENTITY_NAMES, entityNames, entitySchemas } from './entity-schemas'
import { getJsonSchema, listJsonSchemas, type JSONSchema } from './json-schemas'

/** Every property of every object, anywhere in the schema, with its path. */
function fields(schema: JSONSchema, path = ''): { path: string; schema: JSONSchema }[] {
  const found: { path: string; schema: JSONSchema }[] = []
  const visit = (node: unknown, at: string) => {
    if (node === null || typeof node !== 'object') return
    const s = node as JSONSchema
    for (const [name, child] of Object.entries(s.properties ?? {})) {
      found.push({ path: `${at}.${name}`, schema: child as JSONSchema })
      visit(child, `${at}.${name}`)
    }
    if (s.items) visit(s.items, `${at}[]`)
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
      const list = s[key]
      if (Array.isArray(list)) list.forEach((child, i) => visit(child, `${at}<${key}${i}>`))
    }
  }
  visit(schema, path)
  return found
}

describe('JSON schemas', () => {
  it('covers the 14 SPEC entities and the other shapes', () => {
    expect(SPEC_ENTITY_NAMES).toHaveLength(14)
    for (const name of SPEC_ENTITY_NAMES) expect(entitySchemas[name]).toBeDefined()
    for (const name of ['propertyDocument', 'mediaItem', 'splitRequest', 'resultingPart', 'splitPartDraft', 'mergeRequest', 'statistics', 'comparisonResult', 'weatherState', 'tokenPayload', 'pagination']) {
      expect(entityNames).toContain(name)
    }
    expect(Object.keys(listJsonSchemas())).toEqual(entityNames)
  })

  it.each(entityNames)('%s has a title, a description and documents every field', (name) => {
    const schema = getJsonSchema(name)!
    expect(schema.title, name).toBeTruthy()
    expect(schema.description, name).toBeTruthy()
    const undocumented = fields(schema, name).filter(({ schema: f }) => !f.title || !f.description).map(({ path }) => path)
    expect(undocumented).toEqual([])
  })

  it('answers undefined for unknown names and caches', () => {
    expect(getJsonSchema('nope')).toBeUndefined()
    expect(getJsonSchema('toString')).toBeUndefined()
    expect(getJsonSchema('property')).toBe(getJsonSchema('property'))
  })

  it('describes vertices that may be strings', () => {
    const property = getJsonSchema('property')!
    const latitude = fields(property).find((f) => f.path.endsWith('vertices[].latitude'))
    expect(latitude?.schema.title).toBe('Latitude')
  })
})
