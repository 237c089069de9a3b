import { queryOptions, useQuery } from '@tanstack/react-query'
import type { JSONSchema } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

interface SchemaResponse {
  success: true
  schema: JSONSchema
}

/** GET /api/schemas/property: the property's JSON Schema, from which the form renders its other fields. */
export async function getPropertySchema(signal?: AbortSignal): Promise<JSONSchema> {
  const { schema } = await api.get<SchemaResponse>('/schemas/property', { signal })
  return schema
}

/** SPEC §3: schemas are fetched by name and cached. */
export function getPropertySchemaQueryOptions() {
  return queryOptions({
    queryKey: ['schemas', 'property'],
    queryFn: ({ signal }) => getPropertySchema(signal),
    staleTime: Infinity,
  })
}

export function usePropertySchema() {
  return useQuery(getPropertySchemaQueryOptions())
}
