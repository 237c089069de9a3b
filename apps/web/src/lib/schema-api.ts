// GET /api/schemas, fetched once and cached (SPEC §3): start-up warms the entry (SPEC §2), and
// every page that reads the schemas (the Schema Explorer, the property form) finds it there.
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client'

export interface SchemasResponse {
  success: true
  /** Each entity's JSON Schema, by name. */
  schemas: Record<string, unknown>
}

export function getSchemas(signal?: AbortSignal): Promise<SchemasResponse> {
  return api.get<SchemasResponse>('/schemas', { signal })
}

export function getSchemasQueryOptions() {
  return queryOptions({
    queryKey: ['schemas'],
    queryFn: ({ signal }) => getSchemas(signal),
    staleTime: Infinity,
  })
}
