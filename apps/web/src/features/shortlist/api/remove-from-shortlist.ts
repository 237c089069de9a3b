import { api } from '../../../lib/api-client'

/** DELETE /api/users/me/shortlist/{propertyId}: whether it was on the shortlist. */
export async function removeFromShortlist(propertyId: string): Promise<boolean> {
  const { removed } = await api.delete<{ success: true; removed: boolean }>(`/users/me/shortlist/${encodeURIComponent(propertyId)}`)
  return removed
}
