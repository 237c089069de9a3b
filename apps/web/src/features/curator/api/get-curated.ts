import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { CuratedRow } from './types'

/** GET /api/curated (public): dealers' featured listings for the home page's "Curated by" row. */
export async function getCurated(signal?: AbortSignal): Promise<CuratedRow[]> {
  const { curated } = await api.get<{ success: true; curated: CuratedRow[] }>('/curated', { signal, auth: false })
  return curated
}

export function getCuratedQueryOptions() {
  return queryOptions({ queryKey: ['curated'], queryFn: ({ signal }) => getCurated(signal), staleTime: 60_000 })
}

export function useCurated() {
  return useQuery(getCuratedQueryOptions())
}
