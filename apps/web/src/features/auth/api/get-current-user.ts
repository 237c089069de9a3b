import type { User } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { toUser, type UserRecord } from './user-record'

interface UserResponse {
  success: true
  user: UserRecord
}

/** GET /api/users/me: the signed-in user's record, merged over the default template. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const { user } = await api.get<UserResponse>('/users/me', { signal })
  return toUser(user)
}
