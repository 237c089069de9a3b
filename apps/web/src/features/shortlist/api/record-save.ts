import { api } from '../../../lib/api-client'

/**
 * PATCH /api/properties/{id}/analytics { event: 'save' }: a shortlisting counts as a save in the
 * listing's figures (at most once per visitor a day, by the server's rule). Best effort: a failure
 * changes nothing for the buyer.
 */
export async function recordSave(propertyId: string): Promise<void> {
  try {
    await api.patch(`/properties/${encodeURIComponent(propertyId)}/analytics`, { event: 'save' })
  } catch {
    // The count is the seller's figure, not the buyer's concern.
  }
}
