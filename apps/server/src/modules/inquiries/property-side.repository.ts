// SQL of "the property side" shared by inquiries and site visits: who represents a listing (its
// owners, creator, lister and current dealer: the domain's representsProperty), as a condition on
// a properties row and as the people to notify.
import type { QueryFn } from '../../db/database'
import { onDealersTeamSql } from '../properties/listing-side-sql'

/** Whether the user `$n` (a parameter or column holding a user id) represents the property row `alias`. */
export function representsSql(alias: string, param: string): string {
  // Compared as text: one parameter cast to two types is refused by PostgreSQL.
  return `(${alias}.created_by = ${param}::text OR ${alias}.owner_id::text = ${param}::text OR ${alias}.dealer_id::text = ${param}::text
    OR ${alias}.doc #>> '{metadata,listedBy}' = ${param}::text
    OR EXISTS (SELECT 1 FROM property_owners rep WHERE rep.property_id = ${alias}.id AND rep.user_id::text = ${param}::text))`
}

/** Whether the user `$n` sees the row's items in their lists: they represent it, or are on its current dealer's team. */
export function listingSideSql(alias: string, param: string): string {
  return `(${representsSql(alias, param)} OR ${onDealersTeamSql(alias, `${param}::text`)})`
}

/** The users who represent a property (to notify), without `except`. */
export async function propertySideUserIds(query: QueryFn, propertyId: string, except: string): Promise<string[]> {
  const rows = await query<{ id: string }>(
    `SELECT u.id::text AS id FROM properties p JOIN users u ON ${representsSql('p', 'u.id')}
      WHERE p.id = $1::uuid AND u.id <> $2::uuid ORDER BY u.id`,
    [propertyId, except],
  )
  return rows.map((row) => row.id)
}
