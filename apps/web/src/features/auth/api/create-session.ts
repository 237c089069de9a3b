import { api } from '../../../lib/api-client'
import type { UserRecord } from './user-record'

interface TokenResponse {
  success: true
  data: { accessToken: string; refreshToken: string; user: UserRecord }
}

/**
 * POST /api/auth/token: exchanges the verified identity for a session. The server sets both
 * cookies (the access token readable here, the refresh token HttpOnly); the user comes back too.
 */
export async function createSession(input: { uid: string; phoneNumber: string; idToken: string }): Promise<UserRecord> {
  const { data } = await api.post<TokenResponse>('/auth/token', input)
  return data.user
}
