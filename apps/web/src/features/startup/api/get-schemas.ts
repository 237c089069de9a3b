import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface SchemasResponse {
  success: true
  schemas: Record<string, unknown>
}

export function getSchemas(signal?: AbortSignal): Promise<SchemasResponse> {
  return api.get<SchemasResponse>('/schemas', { signal })
}

/** SPEC §3: schemas are fetched and cached; start-up warms this cache. */
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
