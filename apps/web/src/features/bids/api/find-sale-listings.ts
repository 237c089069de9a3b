import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type SaleListing = { id: string; reference: string; basicInfo: { title?: string; status?: string }; location?: { address?: { city?: string; locality?: string } } }

/** GET /api/properties/public for active listings for sale in a city: the listings one may bid on. */
export async function findSaleListings(city: string, signal?: AbortSignal): Promise<SaleListing[]> {
  const { properties } = await api.get<{ success: true; properties: SaleListing[] }>('/properties/public', { query: { listingType: 'sale', city, limit: 10 }, signal })
  return properties
}

export function useSaleListings(city: string) {
  return useQuery({
    ...queryOptions({ queryKey: ['sale-listings', city], queryFn: ({ signal }) => findSaleListings(city, signal) }),
    enabled: city.trim() !== '',
    placeholderData: keepPreviousData,
  })
}
