import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type Feature = { featuredAt: string; featuredBy: string | null; featuredByName: string | null }

/** PUT /api/admin/properties/{id}/featured: on or off the home page's Featured row (active listings only). */
export async function setPropertyFeatured(input: { propertyId: string; featured: boolean }): Promise<Feature | null> {
  const { featured } = await api.put<{ success: true; featured: Feature | null }>(`/admin/properties/${encodeURIComponent(input.propertyId)}/featured`, { featured: input.featured })
  return featured
}

export function useSetPropertyFeatured() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setPropertyFeatured, onSettled: () => queryClient.invalidateQueries({ queryKey: ['properties'] }) })
}
