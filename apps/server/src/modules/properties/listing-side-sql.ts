// The listing side (the domain's listingSideLevel) for lists filtered in the database: beside the
// people who stand for a listing, the members of its current dealer's team see its items, as they
// may open each one. One place, so every list follows the one rule the single-item checks follow.
import { teamMemberRoles, teamRoleCan } from '@vishwas/domain'

const readingRoles = teamMemberRoles
  .filter((role) => teamRoleCan(role).readListings)
  .map((role) => `'${role}'`)
  .join(', ')

/**
 * SQL true when the user `userText` (an SQL expression of type text: a parameter cast to text, or
 * a column cast) is on the team of the current dealer of the properties row `alias`, in a role
 * that reads the dealer's listings.
 */
export function onDealersTeamSql(alias: string, userText: string): string {
  return `EXISTS (SELECT 1 FROM teams team JOIN team_members member ON member.team_id = team.id
    WHERE team.owner_id = ${alias}.dealer_id AND member.user_id::text = ${userText} AND member.role IN (${readingRoles}))`
}
