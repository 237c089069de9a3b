import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { getFeaturedQueryOptions } from './get-featured'
import type { FeaturedListing } from './types'

/** PUT (feature) or DELETE (unfeature) /api/dealer/featured/{reference}: an eleventh feature is a 409 with the reason. */
export async function setFeatured(input: { reference: string; featured: boolean }): Promise<FeaturedListing[]> {
  const path = `/dealer/featured/${encodeURIComponent(input.reference)}`
  const { featured } = input.featured
    ? await api.put<{ success: true; featured: FeaturedListing[] }>(path)
    : await api.delete<{ success: true; featured: FeaturedListing[] }>(path)
  return featured
}

export function useSetFeatured() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setFeatured, onSuccess: (featured) => queryClient.setQueryData(getFeaturedQueryOptions().queryKey, featured) })
}
