// fast-check arbitraries from JSON Schema (the subset the OpenAPI document and the domain's
// schemas use): values that mostly fit the schema, each position sometimes replaced by a value
// no client should send (wrong types, huge or NUL-laden or unpaired-surrogate strings, deep
// nesting, numbers out of any range), and objects sometimes missing their required fields.
import fc from 'fast-check'

export type JsonSchema = {
  type?: string | string[]
  format?: string
  pattern?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  description?: string
}

/** Ids that name stored objects, so that valid-looking values also reach real rows. */
export type KnownIds = { uuids: readonly string[]; references: readonly string[] }

/** `hostile`: whether any position may hold a hostile value (else every value fits its schema). */
export type Draw = { ids: KnownIds; hostile: boolean }

/** Words a loosely documented string often takes (a flag, a number, a sort order, a place, a type). */
const plausibleWords = ['true', 'false', '1', '10', 'asc', 'desc', 'price', 'Mohali', 'Punjab', 'apartment', 'residential', 'sale', 'active', 'parking']

/** `depth` levels of objects and arrays around a string. */
export function nested(depth: number): unknown {
  let value: unknown = 'deep'
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value }
  return value
}

/** A value no client should send, for any position of a request. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -1e308, 1e308, 2 ** 53 + 2, 1e-300, 2_147_483_648, -2_147_483_649, '', ' ', '0', 'null', [], {}, [null], { $ne: null }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ maxLength: 12 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom(1_000, 10_000, 300_000).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 8, max: 400 }).map(nested),
  fc.double(),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => Number(n)),
  fc.jsonValue({ stringUnit: 'binary', maxDepth: 3 }),
)

const MAX_DEPTH = 8

function stringArbitrary(schema: JsonSchema, { ids }: Draw): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids.uuids), fc.uuid())
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
  if (schema.pattern?.startsWith('^PROP-')) return fc.oneof(fc.constantFrom(...ids.references), fc.stringMatching(new RegExp(schema.pattern)))
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, 'u')
      // Short matches mostly, long ones too (a length limit is where code often breaks).
      return fc.oneof(fc.stringMatching(pattern), fc.stringMatching(pattern, { size: 'large' }))
    } catch {
      // A pattern fast-check cannot generate from: plain strings then.
    }
  }
  const minLength = schema.minLength ?? 0
  if (minLength === 0 && schema.maxLength === undefined) return fc.oneof(fc.constantFrom(...plausibleWords), fc.string({ maxLength: 40, unit: 'grapheme-composite' }))
  const short = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)), unit: 'grapheme-composite' })
  if (schema.maxLength === undefined || schema.maxLength > 5_000) return short
  // At the limit: the longest text the schema takes, and one character more.
  const atLimit = fc.string({ minLength: Math.max(minLength, schema.maxLength - 1), maxLength: schema.maxLength + 1 })
  return fc.oneof({ weight: 4, arbitrary: short }, { weight: 1, arbitrary: atLimit })
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9
  if (integer) return fc.integer({ min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER) })
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

function objectArbitrary(schema: JsonSchema, draw: Draw, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {})
  if (properties.length === 0) {
    const values = typeof schema.additionalProperties === 'object' ? valueArbitrary(schema.additionalProperties, draw, depth + 1) : fc.jsonValue({ maxDepth: 2 })
    return fc.dictionary(fc.string({ maxLength: 12 }), values, { maxKeys: 4 })
  }
  const model = Object.fromEntries(properties.map(([name, field]) => [name, valueArbitrary(field, draw, depth + 1)]))
  const required = (schema.required ?? []).filter((name) => name in model)
  if (!draw.hostile) return fc.record(model, { requiredKeys: required })
  return fc.oneof(
    // Every required field, and some of the others.
    { weight: 6, arbitrary: fc.record(model, { requiredKeys: required }) },
    // Any fields at all: required ones go missing.
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    // A field the schema does not name.
    { weight: 1, arbitrary: fc.tuple(fc.record(model, { requiredKeys: required }), fc.string({ maxLength: 12 }), hostileValue).map(([value, key, extra]) => ({ ...value, [key]: extra })) },
  )
}

/** A value that fits `schema` (when it can be made to). */
function fittingArbitrary(schema: JsonSchema, draw: Draw, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(schema.default ?? null)
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) return fc.oneof(...variants.map((variant) => fittingArbitrary(variant, draw, depth + 1)))
  if (schema.allOf?.length) return fittingArbitrary(Object.assign({}, ...schema.allOf) as JsonSchema, draw, depth + 1)
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length > 1) return fc.oneof(...types.map((type) => fittingArbitrary({ ...schema, type }, draw, depth)))
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, draw)
    case 'integer':
      return numberArbitrary(schema, true)
    case 'number':
      return numberArbitrary(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const minLength = schema.minItems ?? 0
      return fc.array(valueArbitrary(schema.items ?? {}, draw, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) })
    }
    case 'object':
      return objectArbitrary(schema, draw, depth)
    default:
      return schema.properties ? objectArbitrary(schema, draw, depth) : fc.jsonValue({ maxDepth: 2 })
  }
}

/** A value that fits `schema`, or (when the draw is hostile) mostly so and sometimes a hostile one. */
export function valueArbitrary(schema: JsonSchema, draw: Draw, depth = 0): fc.Arbitrary<unknown> {
  if (!draw.hostile) return fittingArbitrary(schema, draw, depth)
  return fc.oneof({ weight: 5, arbitrary: fittingArbitrary(schema, draw, depth) }, { weight: 1, arbitrary: hostileValue })
}

type Leaf = (string | number)[]

function leavesOf(value: unknown, path: Leaf = []): Leaf[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => leavesOf(item, [...path, index]))]
  if (value !== null && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]))]
  return [path]
}

function withValueAt(base: unknown, path: Leaf, value: unknown): unknown {
  if (path.length === 0) return value
  const copy = structuredClone(base) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (value === undefined) delete node[last]
  else node[last] = value
  return copy
}

/** A known-good value with one to three of its nodes replaced, removed or made hostile. */
export function mutatedArbitrary(base: unknown): fc.Arbitrary<unknown> {
  const leaves = leavesOf(base)
  const change = fc.tuple(fc.nat({ max: leaves.length - 1 }), fc.oneof(hostileValue, fc.constant(undefined), fc.jsonValue({ maxDepth: 2 })))
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => changes.reduce<unknown>((value, [index, replacement]) => {
    const path = leaves[index]!
    try {
      return withValueAt(value, path, replacement)
    } catch {
      // An earlier change removed this node's parent.
      return value
    }
  }, base))
}
