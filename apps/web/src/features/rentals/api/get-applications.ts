import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { ApplicationPage, RentalListParams } from './rental-types'

/** GET /api/rental-applications: the applications the caller may see, newest first, each with its rental. */
export async function getApplications(params: RentalListParams, signal?: AbortSignal): Promise<ApplicationPage> {
  const { applications, pagination } = await api.get<{ success: true } & ApplicationPage>('/rental-applications', { query: { limit: 50, ...params }, signal })
  return { applications, pagination }
}

export function getApplicationsQueryOptions(params: RentalListParams) {
  return queryOptions({ queryKey: ['rentals', 'applications', params], queryFn: ({ signal }) => getApplications(params, signal) })
}

export function useApplications(params: RentalListParams) {
  return useQuery(getApplicationsQueryOptions(params))
}
