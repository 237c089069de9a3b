import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Property, PropertyInput } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { getPropertyQueryOptions, type PropertyResponse } from '../../../lib/property-api'

/** PUT /api/properties/{reference}: the whole stored property with the changes merged in. */
export async function updateProperty(property: PropertyInput & { reference: string }): Promise<Property> {
  const { property: saved } = await api.put<PropertyResponse>(`/properties/${encodeURIComponent(property.reference)}`, property)
  return saved
}

/**
 * Saves a property. The page may have been opened by UUID or by reference: both cache entries
 * get the saved document, and every property list is refetched.
 */
export function useUpdateProperty(onSaved?: (property: Property) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: (saved) => {
      for (const key of [saved.id, saved.reference]) queryClient.setQueryData(getPropertyQueryOptions(key).queryKey, saved)
      onSaved?.(saved)
      void queryClient.invalidateQueries({ queryKey: ['properties'], predicate: (query) => query.queryKey[1] !== 'detail' })
    },
  })
}
