import { api } from '../../../lib/api-client'
import { useAdminUserMutation } from './admin-user-mutation'
import type { AdminUserView } from './admin-user-types'

export type DealerDecision = { decision: 'approve' | 'reject'; reason: string }

/** POST /api/admin/users/{did}/dealer-application-decision: approve (the user becomes a dealer) or reject, with a reason. */
export function decideDealerApplication(did: string, input: DealerDecision): Promise<AdminUserView> {
  return api.post<AdminUserView>(`/admin/users/${encodeURIComponent(did)}/dealer-application-decision`, input)
}

export function useDecideDealerApplication(did: string) {
  return useAdminUserMutation(did, (input: DealerDecision) => decideDealerApplication(did, input))
}
