import { api } from '../../../lib/api-client'
import type { ShortlistItem } from './get-shortlist'

/** PUT /api/users/me/shortlist/{propertyId}: 404 for a listing the public cannot see, 409 when the shortlist is full. */
export async function addToShortlist(propertyId: string): Promise<ShortlistItem> {
  const { item } = await api.put<{ success: true; item: ShortlistItem }>(`/users/me/shortlist/${encodeURIComponent(propertyId)}`)
  return item
}
