import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { DealerStanding } from './account-types'

/** GET /api/users/me/dealer-application: the signed-in user's newest application and its status. */
export function getDealerApplication(signal?: AbortSignal): Promise<DealerStanding> {
  return api.get<DealerStanding>('/users/me/dealer-application', { signal })
}

export function getDealerApplicationQueryOptions() {
  return queryOptions({ queryKey: ['users', 'me', 'dealer-application'], queryFn: ({ signal }) => getDealerApplication(signal) })
}

export function useDealerApplication() {
  return useQuery(getDealerApplicationQueryOptions())
}
