import type { User } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { toUser, type UserRecord } from './user-record'

interface UserResponse {
  success: true
  user: UserRecord
}

/** GET /api/users/{did}: a user by lookup id (self or admin), for the access checks. */
export async function getUser(did: string, signal?: AbortSignal): Promise<User> {
  const { user } = await api.get<UserResponse>(`/users/${encodeURIComponent(did)}`, { signal })
  return toUser(user)
}
