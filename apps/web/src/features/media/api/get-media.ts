import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MediaItem } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** GET /api/properties/{id}/media: the listing's media items, cover first (property access for a listing that is not live). */
export async function getMedia(propertyId: string, signal?: AbortSignal): Promise<MediaItem[]> {
  const { media } = await api.get<{ success: true; media: MediaItem[] }>(`/properties/${encodeURIComponent(propertyId)}/media`, { signal })
  return media
}

export function getMediaQueryOptions(propertyId: string) {
  return queryOptions({ queryKey: ['properties', propertyId, 'media'], queryFn: ({ signal }) => getMedia(propertyId, signal) })
}

export function useMedia(propertyId: string) {
  return useQuery(getMediaQueryOptions(propertyId))
}
