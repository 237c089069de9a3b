import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { Membership } from './types'

/** GET /api/users/me/teams: the dealers' teams the caller is in. */
export async function getMyTeams(signal?: AbortSignal): Promise<Membership[]> {
  const { teams } = await api.get<{ success: true; teams: Membership[] }>('/users/me/teams', { signal })
  return teams
}

export function getMyTeamsQueryOptions() {
  return queryOptions({ queryKey: ['curator', 'my-teams'], queryFn: ({ signal }) => getMyTeams(signal) })
}

export function useMyTeams() {
  return useQuery(getMyTeamsQueryOptions())
}

/** DELETE /api/users/me/teams/{teamId}: leave a team. */
export async function leaveTeam(teamId: string): Promise<void> {
  await api.delete<{ success: true }>(`/users/me/teams/${encodeURIComponent(teamId)}`)
}

export function useLeaveTeam() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: leaveTeam, onSettled: () => queryClient.invalidateQueries({ queryKey: getMyTeamsQueryOptions().queryKey }) })
}
