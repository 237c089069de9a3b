import type { AnalyticsEvent } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

interface RecordEventResponse {
  success: true
  /** False when this visitor's event of this kind was already counted on this listing today. */
  counted: boolean
}

/**
 * PATCH /api/properties/{id}/analytics { event }: the listing's public figures (contacts, shares,
 * saves). Anonymous (SPEC §6); SPEC §7: a failure (a 429 too) returns null and never reaches the page.
 */
export async function recordPropertyEvent(propertyId: string, event: AnalyticsEvent): Promise<{ counted: boolean } | null> {
  try {
    const { counted } = await api.patch<RecordEventResponse>(`/properties/${encodeURIComponent(propertyId)}/analytics`, { event })
    return { counted }
  } catch {
    return null
  }
}
