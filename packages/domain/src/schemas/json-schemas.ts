// JSON Schema for every entity (GET /api/schemas, the Schema Explorer), from the zod schemas.
import { z, type ZodType } from 'zod'
import { entitySchemas, type EntityName } from './entity-schemas'

export type JSONSchema = z.core.JSONSchema.BaseSchema

const cache = new Map<string, JSONSchema>()

/** The JSON Schema of one entity as a client sends it (before defaults), or undefined. */
export function getJsonSchema(name: string): JSONSchema | undefined {
  if (!Object.hasOwn(entitySchemas, name)) return undefined
  const cached = cache.get(name)
  if (cached) return cached
  const schema = z.toJSONSchema(entitySchemas[name as EntityName] as ZodType, { io: 'input', unrepresentable: 'any' })
  cache.set(name, schema)
  return schema
}

export function listJsonSchemas(): Record<string, JSONSchema> {
  const all: Record<string, JSONSchema> = {}
  for (const name of Object.keys(entitySchemas)) all[name] = getJsonSchema(name) as JSONSchema
  return all
}
