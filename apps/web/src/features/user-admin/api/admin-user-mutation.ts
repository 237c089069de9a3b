import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminUserView } from './admin-user-types'
import { getAdminUserQueryOptions } from './get-admin-user'

/**
 * A change to one user by an admin: the page shows the answer at once; the lists and the audit
 * trail are fetched again.
 */
export function useAdminUserMutation<I>(did: string, request: (input: I) => Promise<AdminUserView>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: async (view) => {
      queryClient.setQueryData(getAdminUserQueryOptions(did).queryKey, view)
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'users', 'list'] }), queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })])
    },
  })
}
