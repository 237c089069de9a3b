import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Property } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { getPropertyQueryOptions } from '../../../lib/property-api'

interface DeleteResponse {
  success: true
  message: string
}

/** DELETE /api/properties/{reference}: answers `{ success, message: 'Property deleted' }`. */
export async function deleteProperty(reference: string): Promise<string> {
  const { message } = await api.delete<DeleteResponse>(`/properties/${encodeURIComponent(reference)}`)
  return message
}

/**
 * Deletes a property. `onDeleted` leaves the page first (it may return the navigation's promise);
 * only then is the cached document dropped, so the page never refetches a property that is gone.
 */
export function useDeleteProperty(onDeleted?: (message: string) => void | Promise<void>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (property: Pick<Property, 'id' | 'reference'>) => deleteProperty(property.reference),
    onSuccess: async (message, property) => {
      await onDeleted?.(message)
      for (const key of [property.id, property.reference]) queryClient.removeQueries({ queryKey: getPropertyQueryOptions(key).queryKey, exact: true })
      void queryClient.invalidateQueries({ queryKey: ['properties'] })
    },
  })
}
