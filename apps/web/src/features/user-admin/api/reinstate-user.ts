import { api } from '../../../lib/api-client'
import { useAdminUserMutation } from './admin-user-mutation'
import type { AdminUserView } from './admin-user-types'

/** POST /api/admin/users/{did}/reinstatement: sign-in allowed again, listings back in public view. */
export function reinstateUser(did: string, reason: string): Promise<AdminUserView> {
  return api.post<AdminUserView>(`/admin/users/${encodeURIComponent(did)}/reinstatement`, { reason })
}

export function useReinstateUser(did: string) {
  return useAdminUserMutation(did, (reason: string) => reinstateUser(did, reason))
}
