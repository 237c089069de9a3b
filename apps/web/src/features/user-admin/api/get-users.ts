import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { AdminUserList, UserListFilter } from './admin-user-types'

/** GET /api/admin/users (admins): search and filters, 20 a page, newest first. */
export function getUsers(filter: UserListFilter, signal?: AbortSignal): Promise<AdminUserList> {
  return api.get<AdminUserList>('/admin/users', { query: { ...filter, limit: 20 }, signal })
}

export function getUsersQueryOptions(filter: UserListFilter) {
  return queryOptions({ queryKey: ['admin', 'users', 'list', filter], queryFn: ({ signal }) => getUsers(filter, signal), placeholderData: keepPreviousData })
}

export function useUsers(filter: UserListFilter) {
  return useQuery(getUsersQueryOptions(filter))
}
