import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TeamMemberRole } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { getTeamQueryOptions } from './get-team'
import type { Team } from './types'

export type TeamChange =
  | { kind: 'invite'; phoneNumber: string; role: TeamMemberRole }
  | { kind: 'withdraw'; invitationId: string }
  | { kind: 'role'; userId: string; role: TeamMemberRole }
  | { kind: 'remove'; userId: string }

type Answer = { success: true; team: Team; message?: string }

/**
 * POST /api/dealer/team/invitations, DELETE /api/dealer/team/invitations/{id}, PATCH or DELETE
 * /api/dealer/team/members/{userId}: each answers the team as it is now (and, for invitations, what to say).
 */
export async function changeTeam(change: TeamChange): Promise<{ team: Team; message?: string | undefined }> {
  if (change.kind === 'invite') return api.post<Answer>('/dealer/team/invitations', { phoneNumber: change.phoneNumber, role: change.role })
  if (change.kind === 'withdraw') return api.delete<Answer>(`/dealer/team/invitations/${encodeURIComponent(change.invitationId)}`)
  const path = `/dealer/team/members/${encodeURIComponent(change.userId)}`
  if (change.kind === 'role') return api.patch<Answer>(path, { role: change.role })
  return api.delete<Answer>(path)
}

export function useChangeTeam() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: changeTeam, onSuccess: ({ team }) => queryClient.setQueryData(getTeamQueryOptions().queryKey, team) })
}
