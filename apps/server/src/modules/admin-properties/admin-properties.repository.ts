// SQL of the admin console's listing calls: the manager's list (the advanced search's conditions
// over every status, with the featured flag), one listing's owners, dealer and histories, and
// the featured listings. Values are always bound.
import { FEATURABLE_STATUS, type PublicListing } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { RawJson } from '../../lib/raw-json'
import { publicListingTextSql } from '../properties-public/listing-verification'
import { Binder, createPropertyListRepository, type Viewer } from '../property-search/property-list.repository'
import { advancedConditions, type AdvancedFilter, type Page, type SortBy } from '../property-search/property-search.repository'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const sortKeys: Record<SortBy, string> = {
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
  price: 'p.price',
  area: 'p.area_sqft',
  views: 'p.views',
  score: 'p.score',
  title: 'p.title',
}

export type FeatureRow = { featuredAt: string; featuredBy: string | null; featuredByName: string | null }
export type OwnerRow = { userId: string; name: string; phoneNumber: string | null; kycStatus: string | null; share: number; ownershipType: string; since: string }
export type DealerRow = { userId: string; name: string; phoneNumber: string | null }

const featureOf = `SELECT ${iso('f.featured_at')} AS "featuredAt", f.featured_by::text AS "featuredBy", nullif(u.full_name, '') AS "featuredByName"
  FROM featured_properties f LEFT JOIN users u ON u.id = f.featured_by WHERE f.property_id = $1::uuid`

/** Feature and unfeature, inside the caller's transaction; each says whether it changed anything. */
export function featureWriter(query: QueryFn) {
  return {
    /** Locks the listing's row and answers its status (undefined: no such listing). */
    async lockStatus(id: string): Promise<string | undefined> {
      const [row] = await query<{ status: string }>('SELECT status FROM properties WHERE id = $1::uuid FOR UPDATE', [id])
      return row?.status
    },
    async current(id: string): Promise<FeatureRow | undefined> {
      const [row] = await query<FeatureRow>(featureOf, [id])
      return row
    },
    async feature(id: string, by: string): Promise<boolean> {
      const rows = await query('INSERT INTO featured_properties (property_id, featured_by) VALUES ($1::uuid, $2::uuid) ON CONFLICT (property_id) DO NOTHING RETURNING property_id', [id, by])
      return rows.length > 0
    },
    async unfeature(id: string): Promise<boolean> {
      const rows = await query('DELETE FROM featured_properties WHERE property_id = $1::uuid RETURNING property_id', [id])
      return rows.length > 0
    },
  }
}

export function createAdminPropertiesRepository(database: DatabaseHandle) {
  const lists = createPropertyListRepository(database)
  return {
    /** Every listing in every status matching the filter (trash aside: deleted listings live elsewhere), with whether each is featured. */
    async list(input: { filter: AdvancedFilter & { featured?: boolean }; sortBy: SortBy; descending: boolean; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const { featured, ...filter } = input.filter
      const where = advancedConditions(binder, filter)
      if (featured !== undefined) where.push(`${featured ? '' : 'NOT '}EXISTS (SELECT 1 FROM featured_properties f WHERE f.property_id = p.id)`)
      return lists.list<{ featured: boolean }>(
        {
          where,
          ...(filter.status ? { statuses: [filter.status] } : {}),
          sort: { key: sortKeys[input.sortBy], descending: input.descending },
          extras: { featured: 'EXISTS (SELECT 1 FROM featured_properties f WHERE f.property_id = d.id)' },
          ...input.page,
        },
        input.viewer,
        binder,
      )
    },

    feature: (id: string) => database.query<FeatureRow>(featureOf, [id]).then(([row]) => row),

    owners: (id: string) =>
      database.query<OwnerRow>(
        `SELECT o.user_id::text AS "userId", u.full_name AS name, u.phone_number AS "phoneNumber", u.kyc_status AS "kycStatus", o.share, o.ownership_type AS "ownershipType",
           ${iso('o.since')} AS since
         FROM property_owners o JOIN users u ON u.id = o.user_id WHERE o.property_id = $1::uuid ORDER BY o.share DESC, o.user_id`,
        [id],
      ),

    dealer: (id: string) =>
      database
        .query<DealerRow>(
          `SELECT u.id::text AS "userId", u.full_name AS name, u.phone_number AS "phoneNumber" FROM properties p JOIN users u ON u.id = p.dealer_id WHERE p.id = $1::uuid`,
          [id],
        )
        .then(([row]) => row ?? null),

    async history(id: string) {
      const changer = (column: string) => `(SELECT nullif(u.full_name, '') FROM users u WHERE u.id::text = ${column})`
      const prices = await database.query<{ oldPrice: number | null; newPrice: number; changedBy: string; changedByName: string | null; changedAt: string }>(
        `SELECT h.old_price::float8 AS "oldPrice", h.new_price::float8 AS "newPrice", h.changed_by AS "changedBy", ${changer('h.changed_by')} AS "changedByName",
           ${iso('h.changed_at')} AS "changedAt"
         FROM property_price_history h WHERE h.property_id = $1::uuid ORDER BY h.changed_at DESC, h.id DESC`,
        [id],
      )
      const ownership = await database.query<{ previousOwners: { userId: string; share?: number }[]; newOwners: { userId: string; share?: number }[]; changedBy: string; changedByName: string | null; changedAt: string }>(
        `SELECT h.previous_owners AS "previousOwners", h.new_owners AS "newOwners", h.changed_by AS "changedBy", ${changer('h.changed_by')} AS "changedByName",
           ${iso('h.changed_at')} AS "changedAt"
         FROM property_ownership_history h WHERE h.property_id = $1::uuid ORDER BY h.changed_at DESC, h.id DESC`,
        [id],
      )
      const dealers = await database.query<{ dealerId: string; dealerName: string | null; assignedBy: string; assignedAt: string; unassignedAt: string | null }>(
        `SELECT h.dealer_id::text AS "dealerId", nullif(u.full_name, '') AS "dealerName", h.assigned_by AS "assignedBy", ${iso('h.assigned_at')} AS "assignedAt",
           ${iso('h.unassigned_at')} AS "unassignedAt"
         FROM property_dealer_history h LEFT JOIN users u ON u.id = h.dealer_id WHERE h.property_id = $1::uuid ORDER BY h.assigned_at DESC, h.id DESC`,
        [id],
      )
      return { prices, ownership, dealers }
    },

    /** The featured live listings' public views with their verification (as the public list answers them), most recently featured first, as one JSON text. */
    async featuredPublic(limit: number): Promise<RawJson<PublicListing[]>> {
      const [row] = await database.query<{ docs: string }>(
        `SELECT coalesce('[' || string_agg(${publicListingTextSql('p')}, ',' ORDER BY f.featured_at DESC, f.property_id DESC) || ']', '[]') AS docs
         FROM (SELECT f.property_id, f.featured_at FROM featured_properties f JOIN properties live ON live.id = f.property_id
               WHERE live.status = '${FEATURABLE_STATUS}' ORDER BY f.featured_at DESC, f.property_id DESC LIMIT $1) f
         JOIN properties p ON p.id = f.property_id`,
        [limit],
      )
      return new RawJson(row?.docs ?? '[]')
    },
  }
}

export type AdminPropertiesRepository = ReturnType<typeof createAdminPropertiesRepository>
