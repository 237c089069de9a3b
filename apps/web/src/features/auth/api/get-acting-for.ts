import type { TeamSeat } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/**
 * GET /api/users/me/teams: the dealers' teams the signed-in user has joined, with their role in
 * each, so the property-tools check applies the same rule as the server on those dealers' listings.
 */
export async function getActingFor(signal?: AbortSignal): Promise<TeamSeat[]> {
  const { teams } = await api.get<{ success: true; teams: TeamSeat[] }>('/users/me/teams', { signal })
  return teams.map((team) => ({ dealerId: team.dealerId, role: team.role }))
}
