import { api } from '../../../lib/api-client'

/** POST /api/auth/logout: revokes the refresh token family and clears both cookies. */
export async function logout(): Promise<void> {
  await api.post('/auth/logout', {})
}
