// SQL of the public listing: only typed columns in WHERE / ORDER BY (see the indexes in
// db/schema/properties.ts), the stored document as the result.
import type { Property, PropertyType } from '@vishwas/domain'
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { analyticsEvents, properties, propertyCounts } from '../../db/schema/index'

export const sortColumns = {
  createdAt: properties.createdAt,
  price: properties.price,
  area: properties.areaSqft,
  views: properties.views,
  score: properties.score,
} as const

export type SortBy = keyof typeof sortColumns
export type PublicListFilter = { type?: PropertyType; city?: string; state?: string; minPrice?: number; maxPrice?: number }
export type PropertyKey = { id: string } | { reference: string }

/** Listings anyone may open by id: live ones and those already sold or rented. */
export const PUBLIC_STATUSES = ['active', 'sold', 'rented'] as const

function listConditions(filter: PublicListFilter): SQL | undefined {
  return and(
    eq(properties.status, 'active'),
    filter.type ? eq(properties.type, filter.type) : undefined,
    filter.city ? sql`${properties.cityKey} = lower(${filter.city})` : undefined,
    filter.state ? sql`${properties.stateKey} = lower(${filter.state})` : undefined,
    filter.minPrice !== undefined ? gte(properties.price, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(properties.price, filter.maxPrice) : undefined,
  )
}

const byKey = (key: PropertyKey) => ('id' in key ? eq(properties.id, key.id) : eq(properties.reference, key.reference))
const isPublic = inArray(properties.status, [...PUBLIC_STATUSES])

export function createPropertiesPublicRepository(db: Database) {
  return {
    async listActive(input: { filter: PublicListFilter; sortBy: SortBy; sortOrder: 'asc' | 'desc'; offset: number; limit: number }) {
      const where = listConditions(input.filter)
      const direction = input.sortOrder === 'asc' ? asc : desc
      const rows = await db
        .select({ doc: properties.doc })
        .from(properties)
        .where(where)
        .orderBy(direction(sortColumns[input.sortBy]), direction(properties.id))
        .limit(input.limit)
        .offset(input.offset)
      return rows.map((row) => row.doc as unknown as Property)
    },

    /** Without a price filter the count comes from property_counts (kept by triggers); with one, from the index. */
    async countActive(filter: PublicListFilter): Promise<number> {
      if (filter.minPrice === undefined && filter.maxPrice === undefined) {
        const [row] = await db
          .select({ total: sql<number>`coalesce(sum(${propertyCounts.n}), 0)::int` })
          .from(propertyCounts)
          .where(
            and(
              eq(propertyCounts.status, 'active'),
              filter.type ? eq(propertyCounts.type, filter.type) : undefined,
              filter.city ? sql`${propertyCounts.cityKey} = lower(${filter.city})` : undefined,
              filter.state ? sql`${propertyCounts.stateKey} = lower(${filter.state})` : undefined,
            ),
          )
        return row?.total ?? 0
      }
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(properties).where(listConditions(filter))
      return row?.total ?? 0
    },

    async findPublic(key: PropertyKey): Promise<Property | undefined> {
      const [row] = await db.select({ doc: properties.doc }).from(properties).where(and(byKey(key), isPublic)).limit(1)
      return row?.doc as unknown as Property | undefined
    },

    /** Adds one view; the count lives in the column and in the document's analytics.views. */
    async incrementViews(key: PropertyKey): Promise<number | undefined> {
      const [row] = await db
        .update(properties)
        .set({
          views: sql`${properties.views} + 1`,
          doc: sql`jsonb_set(${properties.doc}, '{analytics,views}', to_jsonb(${properties.views} + 1), true)`,
        })
        .where(and(byKey(key), isPublic))
        .returning({ views: properties.views })
      return row?.views
    },

    /** Stores an analytics event for a public property; false when there is no such property. */
    async insertAnalyticsEvent(key: PropertyKey, payload: Record<string, unknown>): Promise<boolean> {
      const [target] = await db.select({ id: properties.id }).from(properties).where(and(byKey(key), isPublic)).limit(1)
      if (!target) return false
      await db.insert(analyticsEvents).values({ propertyId: target.id, payload })
      return true
    },

    async statistics() {
      const [averages] = await db
        .select({
          averagePrice: sql<number>`coalesce(round(avg(${properties.price})), 0)::float8`,
          averageArea: sql<number>`coalesce(round(avg(${properties.areaSqft})::numeric, 2), 0)::float8`,
        })
        .from(properties)
      const counts = await db
        .select({ status: propertyCounts.status, type: propertyCounts.type, count: sql<number>`sum(${propertyCounts.n})::int` })
        .from(propertyCounts)
        .groupBy(propertyCounts.status, propertyCounts.type)
      return { averagePrice: averages?.averagePrice ?? 0, averageArea: averages?.averageArea ?? 0, counts }
    },
  }
}

export type PropertiesPublicRepository = ReturnType<typeof createPropertiesPublicRepository>
