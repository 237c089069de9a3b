import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface SplitValidity {
  isValid: boolean
  message: string
}

/** GET /api/properties/{id}/validate-for-split: whether the property can be split now, and if not why. */
export async function validateForSplit(propertyId: string, signal?: AbortSignal): Promise<SplitValidity> {
  const { isValid, message } = await api.get<SplitValidity & { success: true }>(`/properties/${encodeURIComponent(propertyId)}/validate-for-split`, { signal })
  return { isValid, message }
}

export function useSplitValidity(propertyId: string) {
  return useQuery({ ...queryOptions({ queryKey: ['properties', 'validate-for-split', propertyId], queryFn: ({ signal }) => validateForSplit(propertyId, signal) }), retry: false })
}
