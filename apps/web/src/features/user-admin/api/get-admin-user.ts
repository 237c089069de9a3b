import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { AdminUserView } from './admin-user-types'

/** GET /api/admin/users/{did}: the user with their standing, KYC and dealer application. */
export function getAdminUser(did: string, signal?: AbortSignal): Promise<AdminUserView> {
  return api.get<AdminUserView>(`/admin/users/${encodeURIComponent(did)}`, { signal })
}

export function getAdminUserQueryOptions(did: string) {
  return queryOptions({ queryKey: ['admin', 'users', 'one', did], queryFn: ({ signal }) => getAdminUser(did, signal) })
}

export function useAdminUser(did: string) {
  return useQuery(getAdminUserQueryOptions(did))
}
