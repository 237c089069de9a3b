import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Pagination, Property } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export interface DealerSpell {
  propertyId: string
  dealerId: string
  assignedAt: string
  unassignedAt: string | null
}

export interface DealerListings {
  properties: Property[]
  pagination: Pagination
  history: DealerSpell[]
}

/** GET /api/properties/by-dealer?dealerId=&includeHistory=true (SPEC §7): the dealer's listings, now and before, with their spells. */
export async function getDealerListings(input: { dealerId: string; page: number }, signal?: AbortSignal): Promise<DealerListings> {
  const answer = await api.get<{ success: true; properties: Property[]; pagination: Pagination; history?: DealerSpell[] }>('/properties/by-dealer', {
    query: { dealerId: input.dealerId, includeHistory: true, page: input.page, limit: 20 },
    signal,
  })
  return { properties: answer.properties, pagination: answer.pagination, history: answer.history ?? [] }
}

export function getDealerListingsQueryOptions(input: { dealerId: string; page: number }) {
  return queryOptions({ queryKey: ['curator', 'listings', input.dealerId, input.page], queryFn: ({ signal }) => getDealerListings(input, signal) })
}

export function useDealerListings(input: { dealerId: string; page: number }) {
  return useQuery({ ...getDealerListingsQueryOptions(input), enabled: input.dealerId !== '' })
}
