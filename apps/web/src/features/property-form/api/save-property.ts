import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Property, PropertyDraft } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { updateBody } from '../lib/form-values'
import { getPropertyQueryOptions } from '../../../lib/property-api'

interface PropertyResponse {
  success: true
  property: Property
}

/** Create: a new listing. Edit: the stored property it replaces. */
export type SaveTarget = { mode: 'create' } | { mode: 'edit'; stored: Property }

/** POST /api/properties (create) or PUT /api/properties/{reference} (the stored one merged with the changes). */
export async function saveProperty(target: SaveTarget, draft: PropertyDraft): Promise<Property> {
  if (target.mode === 'create') {
    const { property } = await api.post<PropertyResponse>('/properties', draft)
    return property
  }
  const { property } = await api.put<PropertyResponse>(`/properties/${encodeURIComponent(target.stored.reference)}`, updateBody(target.stored, draft))
  return property
}

export function useSaveProperty(target: SaveTarget, onSaved: (property: Property) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (draft: PropertyDraft) => saveProperty(target, draft),
    onSuccess: async (property) => {
      queryClient.setQueryData(getPropertyQueryOptions(property.id).queryKey, property)
      // Lists, summaries and the other views of this property read from the server again.
      await queryClient.invalidateQueries({ queryKey: ['properties'], refetchType: 'none' })
      onSaved(property)
    },
  })
}
