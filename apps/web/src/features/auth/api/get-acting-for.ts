import { teamRoleCan, type TeamMemberRole } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/**
 * GET /api/users/me/teams: the dealers the signed-in user acts for (their team's admin or agent),
 * so the property-tools check grants what the server grants on those dealers' listings.
 */
export async function getActingFor(signal?: AbortSignal): Promise<string[]> {
  const { teams } = await api.get<{ success: true; teams: { dealerId: string; role: TeamMemberRole }[] }>('/users/me/teams', { signal })
  return teams.filter((team) => teamRoleCan(team.role).actOnListings).map((team) => team.dealerId)
}
