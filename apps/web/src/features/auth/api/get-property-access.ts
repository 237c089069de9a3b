import type { AccessProperty } from '@vishwas/domain'
import { api, isApiError } from '../../../lib/api-client'

interface PropertyResponse {
  success: true
  property: AccessProperty
}

/** No owner, creator, lister or dealer: only the roles can grant access to such a property. */
const NOBODY: AccessProperty = {}

/**
 * GET /api/properties/{id} (signed in): the ownership fields the property-tools check reads. The
 * server answers 403 for a property the caller may not manage (a draft of someone else's): that
 * is a refusal, not a failure to verify.
 */
export async function getPropertyAccess(propertyId: string, signal?: AbortSignal): Promise<AccessProperty> {
  try {
    const { property } = await api.get<PropertyResponse>(`/properties/${encodeURIComponent(propertyId)}`, { signal })
    return { ownership: property.ownership, metadata: property.metadata, dealerInfo: property.dealerInfo }
  } catch (error) {
    if (isApiError(error) && error.status === 403) return NOBODY
    throw error
  }
}
