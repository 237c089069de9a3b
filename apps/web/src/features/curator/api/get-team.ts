import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { Team } from './types'

/** GET /api/dealer/team: the dealer's team and its members. */
export async function getTeam(signal?: AbortSignal): Promise<Team> {
  const { team } = await api.get<{ success: true; team: Team }>('/dealer/team', { signal })
  return team
}

export function getTeamQueryOptions() {
  return queryOptions({ queryKey: ['curator', 'team'], queryFn: ({ signal }) => getTeam(signal) })
}

export function useTeam() {
  return useQuery(getTeamQueryOptions())
}
