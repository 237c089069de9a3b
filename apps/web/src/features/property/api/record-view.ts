import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { PublicProperty } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { getPublicPropertyQueryOptions } from './get-public-property'

interface RecordViewResponse {
  success: true
  /** False when this visitor was already counted on this listing today; views is then the count as it stands. */
  counted: boolean
  views: number
}

/** PATCH /api/properties/{id}/views, no body and no auth: the view count. SPEC §7: failure (a 429 too) returns null. */
export async function recordView(propertyId: string): Promise<number | null> {
  try {
    const { views } = await api.patch<RecordViewResponse>(`/properties/${encodeURIComponent(propertyId)}/views`)
    return views
  } catch {
    return null
  }
}

/** Records one view per visit of a property page and shows the new count. */
export function useRecordView(routeId: string, property: PublicProperty | undefined) {
  const queryClient = useQueryClient()
  const recorded = useRef<string | null>(null)
  const propertyId = property?.id

  useEffect(() => {
    if (!propertyId || recorded.current === routeId) return
    recorded.current = routeId
    void recordView(propertyId).then((views) => {
      if (views === null) return
      queryClient.setQueryData(getPublicPropertyQueryOptions(routeId).queryKey, (current) =>
        current ? { ...current, analytics: { ...current.analytics, views } } : current,
      )
    })
  }, [propertyId, routeId, queryClient])
}
