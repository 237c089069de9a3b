import type { Roles } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { useAdminUserMutation } from './admin-user-mutation'
import type { AdminUserView } from './admin-user-types'

export type UserDetailsInput = { fullName: string; email: string; city: string; state: string; roles: Roles }

/** PUT /api/admin/users/{did}: details and roles (the last admin cannot be demoted). */
export function updateUser(did: string, input: UserDetailsInput): Promise<AdminUserView> {
  return api.put<AdminUserView>(`/admin/users/${encodeURIComponent(did)}`, input)
}

export function useUpdateUser(did: string) {
  return useAdminUserMutation(did, (input: UserDetailsInput) => updateUser(did, input))
}
