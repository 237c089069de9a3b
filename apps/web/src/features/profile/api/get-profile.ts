import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { toUser, type UserResponse } from './user-record'

/** GET /api/users/{did}: the user's own record. */
export async function getProfile(did: string, signal?: AbortSignal): Promise<User> {
  const { user } = await api.get<UserResponse>(`/users/${encodeURIComponent(did)}`, { signal })
  return toUser(user)
}

export function getProfileQueryOptions(did: string) {
  return queryOptions({ queryKey: ['users', did], queryFn: ({ signal }) => getProfile(did, signal) })
}

export function useProfile(did: string, known: User | null) {
  return useQuery({ ...getProfileQueryOptions(did), placeholderData: known ?? undefined })
}
