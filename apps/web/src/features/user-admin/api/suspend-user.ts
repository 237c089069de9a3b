import { api } from '../../../lib/api-client'
import { useAdminUserMutation } from './admin-user-mutation'
import type { AdminUserView } from './admin-user-types'

/** POST /api/admin/users/{did}/suspension: signed out everywhere, sign-in refused, listings hidden. */
export function suspendUser(did: string, reason: string): Promise<AdminUserView> {
  return api.post<AdminUserView>(`/admin/users/${encodeURIComponent(did)}/suspension`, { reason })
}

export function useSuspendUser(did: string) {
  return useAdminUserMutation(did, (reason: string) => suspendUser(did, reason))
}
