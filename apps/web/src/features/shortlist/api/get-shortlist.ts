import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface ShortlistItem {
  propertyId: string
  addedAt: string
}

interface ShortlistResponse {
  success: true
  items: ShortlistItem[]
}

/** GET /api/users/me/shortlist: the signed-in user's shortlist, newest first. */
export async function getShortlist(signal?: AbortSignal): Promise<ShortlistItem[]> {
  const { items } = await api.get<ShortlistResponse>('/users/me/shortlist', { signal })
  return items
}

/** Keyed by the user, so another account's list is never shown from the cache. */
export function getShortlistQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['shortlist', userId], queryFn: ({ signal }) => getShortlist(signal) })
}

export function useShortlistQuery(userId: string | null) {
  return useQuery({ ...getShortlistQueryOptions(userId ?? ''), enabled: userId !== null })
}
