import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TeamMemberRole } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { getTeamQueryOptions } from './get-team'
import type { Team } from './types'

export type TeamChange =
  | { kind: 'add'; phoneNumber: string; role: TeamMemberRole }
  | { kind: 'role'; userId: string; role: TeamMemberRole }
  | { kind: 'remove'; userId: string }

/** POST /api/dealer/team/members, PATCH or DELETE /api/dealer/team/members/{userId}: each answers the team as it is now. */
export async function changeTeam(change: TeamChange): Promise<Team> {
  type Answer = { success: true; team: Team }
  if (change.kind === 'add') return (await api.post<Answer>('/dealer/team/members', { phoneNumber: change.phoneNumber, role: change.role })).team
  const path = `/dealer/team/members/${encodeURIComponent(change.userId)}`
  if (change.kind === 'role') return (await api.patch<Answer>(path, { role: change.role })).team
  return (await api.delete<Answer>(path)).team
}

export function useChangeTeam() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: changeTeam, onSuccess: (team) => queryClient.setQueryData(getTeamQueryOptions().queryKey, team) })
}
