import { api } from '../../../lib/api-client'
import type { ShortlistItem } from './get-shortlist'

interface MergeResponse {
  success: true
  items: ShortlistItem[]
  added: number
  skipped: number
}

/** POST /api/users/me/shortlist/merge: the browser's list (newest first) joins the account's; the joined list. */
export async function mergeShortlist(propertyIds: readonly string[]): Promise<MergeResponse> {
  return api.post<MergeResponse>('/users/me/shortlist/merge', { propertyIds })
}
