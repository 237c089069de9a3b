import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { User } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { ProfileChanges } from '../profile-form-values'
import { getProfileQueryOptions } from './get-profile'
import { toUser, type UserResponse } from './user-record'

/** PUT /api/users/{did}: the cleaned profile fields only (SPEC §7). */
export async function updateProfile(did: string, changes: ProfileChanges): Promise<User> {
  const { user } = await api.put<UserResponse>(`/users/${encodeURIComponent(did)}`, changes)
  return toUser(user)
}

export function useUpdateProfile(did: string, onSaved?: (user: User) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(did, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(getProfileQueryOptions(did).queryKey, user)
      onSaved?.(user)
    },
  })
}
