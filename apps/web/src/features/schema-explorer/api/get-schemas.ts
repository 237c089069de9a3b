import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { SchemaNode } from '../lib/schema-fields'

export interface SchemasResponse {
  success: true
  schemas: Record<string, SchemaNode>
}

/** GET /api/schemas: every entity schema as JSON Schema, by name. */
export function getSchemas(signal?: AbortSignal): Promise<SchemasResponse> {
  return api.get<SchemasResponse>('/schemas', { signal })
}

/**
 * The same cache entry (key and shape) that start-up fills when it initialises the data schemas
 * (SPEC §2), so the explorer usually opens without a request.
 */
export function getSchemasQueryOptions() {
  return queryOptions({
    queryKey: ['schemas'],
    queryFn: ({ signal }) => getSchemas(signal),
    staleTime: Infinity,
  })
}

export function useSchemas() {
  return useQuery(getSchemasQueryOptions())
}
