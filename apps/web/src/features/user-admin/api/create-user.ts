import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Roles } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { AdminUserView } from './admin-user-types'

export type NewUserInput = { phoneNumber: string; fullName: string; email: string; city: string; state: string; roles: Roles }

/** POST /api/admin/users: a user who then signs in with this phone number. */
export function createUser(input: NewUserInput): Promise<AdminUserView> {
  return api.post<AdminUserView>('/admin/users', input)
}

export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users', 'list'] }) })
}
