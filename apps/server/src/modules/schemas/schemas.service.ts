import { getJsonSchema, listJsonSchemas, type JSONSchema } from '@vishwas/domain'
import { notFound } from '../../errors'

export const SCHEMA_NOT_FOUND = 'Schema not found'

export function listSchemas(): Record<string, JSONSchema> {
  return listJsonSchemas()
}

export function getSchema(input: { name: string }): JSONSchema {
  const schema = getJsonSchema(input.name)
  if (!schema) throw notFound(SCHEMA_NOT_FOUND)
  return schema
}
