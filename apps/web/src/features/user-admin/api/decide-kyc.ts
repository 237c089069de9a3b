import { api } from '../../../lib/api-client'
import { useAdminUserMutation } from './admin-user-mutation'
import type { AdminUserView } from './admin-user-types'

export type KycDecision = { decision: 'verify' | 'reject'; reason: string }

/** POST /api/admin/users/{did}/kyc-decision: verify or reject pending KYC, with a reason. */
export function decideKyc(did: string, input: KycDecision): Promise<AdminUserView> {
  return api.post<AdminUserView>(`/admin/users/${encodeURIComponent(did)}/kyc-decision`, input)
}

export function useDecideKyc(did: string) {
  return useAdminUserMutation(did, (input: KycDecision) => decideKyc(did, input))
}
