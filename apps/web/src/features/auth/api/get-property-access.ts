import type { AccessProperty } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

interface PropertyResponse {
  success: true
  property: AccessProperty
}

/** GET /api/properties/{id} (signed in): the ownership fields the property-tools check reads. */
export async function getPropertyAccess(propertyId: string, signal?: AbortSignal): Promise<AccessProperty> {
  const { property } = await api.get<PropertyResponse>(`/properties/${encodeURIComponent(propertyId)}`, { signal })
  return { ownership: property.ownership, metadata: property.metadata, dealerInfo: property.dealerInfo }
}
