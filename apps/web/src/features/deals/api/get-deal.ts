import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { DealWithTimelineView } from '@vishwas/domain'

/** GET /api/deals/{id}: the deal with its timeline (404 for anyone not a party, without property access, not an admin). */
export async function getDeal(dealId: string, signal?: AbortSignal): Promise<DealWithTimelineView> {
  const { deal } = await api.get<{ success: true; deal: DealWithTimelineView }>(`/deals/${encodeURIComponent(dealId)}`, { signal })
  return deal
}

export function getDealQueryOptions(dealId: string) {
  return queryOptions({ queryKey: ['deals', 'detail', dealId], queryFn: ({ signal }) => getDeal(dealId, signal) })
}

export function useDeal(dealId: string) {
  return useQuery(getDealQueryOptions(dealId))
}
