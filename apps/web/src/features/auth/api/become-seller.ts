import type { User } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { toUser, type UserRecord } from './user-record'

interface BecomeSellerResponse {
  success: true
  user: UserRecord
  grant: { role: 'seller'; grantedBy: string | null; via: string; grantedAt: string } | null
}

/** POST /api/users/me/seller-role: "List your property" makes the signed-in user a seller (recorded by the server). */
export async function becomeSeller(): Promise<User> {
  const { user } = await api.post<BecomeSellerResponse>('/users/me/seller-role')
  return toUser(user)
}
