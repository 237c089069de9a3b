import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { RentalListParams, RentalPage } from './rental-types'

/** GET /api/rentals: the rentals the caller may see, newest first. */
export async function getRentals(params: RentalListParams, signal?: AbortSignal): Promise<RentalPage> {
  const { rentals, pagination } = await api.get<{ success: true } & RentalPage>('/rentals', { query: { limit: 50, ...params }, signal })
  return { rentals, pagination }
}

export function getRentalsQueryOptions(params: RentalListParams) {
  return queryOptions({ queryKey: ['rentals', 'rentals', params], queryFn: ({ signal }) => getRentals(params, signal) })
}

export function useRentals(params: RentalListParams) {
  return useQuery(getRentalsQueryOptions(params))
}
