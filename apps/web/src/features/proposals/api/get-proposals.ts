import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Pagination, ProposalStatus, ProposalView } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export interface ProposalFilter {
  propertyId?: string
  role?: 'buyer' | 'seller'
  status?: ProposalStatus
  page?: number
}

/** GET /api/proposals: the caller's offers (made or received), or a property's, most recently changed first. */
export async function getProposals(filter: ProposalFilter, signal?: AbortSignal): Promise<{ proposals: ProposalView[]; pagination: Pagination }> {
  const { proposals, pagination } = await api.get<{ success: true; proposals: ProposalView[]; pagination: Pagination }>('/proposals', {
    query: { ...filter, limit: 20 },
    signal,
  })
  return { proposals, pagination }
}

export function getProposalsQueryOptions(filter: ProposalFilter = {}) {
  return queryOptions({ queryKey: ['proposals', filter], queryFn: ({ signal }) => getProposals(filter, signal), placeholderData: keepPreviousData })
}

export function useProposals(filter: ProposalFilter) {
  return useQuery(getProposalsQueryOptions(filter))
}
