import { rolesSchema, type Roles } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export interface SessionIdentity {
  uid: string
  did: string
  roles: Roles
}

interface ValidateResponse {
  success: true
  valid: boolean
  payload: { uid: string; did: string; exp: number; roles?: Partial<Roles> }
}

/** GET /api/auth/validate with the Bearer token: the identity when the server accepts it. */
export async function validateToken(): Promise<SessionIdentity | null> {
  const { valid, payload } = await api.get<ValidateResponse>('/auth/validate')
  if (!valid) return null
  return { uid: payload.uid, did: payload.did, roles: rolesSchema.parse(payload.roles ?? {}) }
}
