import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MediaItem, MediaType } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { getMediaQueryOptions } from './get-media'

type MediaList = { success: true; media: MediaItem[] }
export type Registration = { path: string; mediaType: MediaType; originalName: string }
export type BatchResult = { index: number; success: boolean; media?: MediaItem; error?: string }

const base = (propertyId: string) => `/properties/${encodeURIComponent(propertyId)}/media`

/** POST /media/batch: the uploaded files join the listing in one call; each refusal is named (SPEC §4). */
export async function registerMedia(propertyId: string, media: Registration[]): Promise<{ results: BatchResult[]; media: MediaItem[] }> {
  return api.post<{ success: true; results: BatchResult[]; media: MediaItem[] }>(`${base(propertyId)}/batch`, { media })
}

/** The media changes of the seller's manager: each answers the listing's media, which replaces the cached list. */
export function useMediaChanges(propertyId: string) {
  const queryClient = useQueryClient()
  const { queryKey } = getMediaQueryOptions(propertyId)
  const settle = {
    onSuccess: (media: MediaItem[]) => queryClient.setQueryData(queryKey, media),
    // The listing's document (its media list) changed too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  }
  const reorder = useMutation({
    mutationFn: async (mediaIds: string[]) => (await api.put<MediaList>(`${base(propertyId)}/reorder`, { mediaIds })).media,
    ...settle,
  })
  const setPrimary = useMutation({
    mutationFn: async (mediaId: string) => (await api.put<MediaList>(`${base(propertyId)}/${encodeURIComponent(mediaId)}/primary`)).media,
    ...settle,
  })
  const remove = useMutation({
    mutationFn: async (mediaId: string) => {
      await api.delete(`${base(propertyId)}/${encodeURIComponent(mediaId)}`)
      return (queryClient.getQueryData<MediaItem[]>(queryKey) ?? []).filter((item) => item.id !== mediaId)
    },
    ...settle,
  })
  return { reorder, setPrimary, remove }
}
