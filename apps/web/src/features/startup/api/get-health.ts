import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface HealthResponse {
  success: true
  status: 'ok'
  database: 'pglite' | 'postgres'
  version: string
}

export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return api.get<HealthResponse>('/health', { signal })
}

export function getHealthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 60_000,
  })
}
