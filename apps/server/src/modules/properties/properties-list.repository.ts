// SQL of the signed-in lists and the seller's summary. A user's own properties are those the
// user created (created_by, read from properties_created_by_list_idx, which holds every column
// these queries filter, sort or add up, so that part never visits the table) plus those the user
// owns that someone else created (`co_owned`: property_owners rows not marked is_creator, from a
// partial index). The primary owner (owner_id) is always one of property_owners, so it needs no
// branch of its own. Only typed columns appear in WHERE and ORDER BY. A page takes the first
// rows of each set in the sort order and merges them, so a user with most of the listings is
// not read in full; the total of the created set comes from property_creator_counts unless a
// price or text filter needs the rows. All of it is one round trip, the documents as JSON text.
import { isPricedPerMonth, listingTypes, type Property, type PropertyStatus, type PropertyType } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { statementNamer } from '../../db/statement-names'
import { RawJson } from '../../lib/raw-json'

export type ListSortBy = 'createdAt' | 'updatedAt' | 'price' | 'area' | 'views' | 'score' | 'title'
export type ListFilter = { type?: PropertyType; status?: PropertyStatus; city?: string; state?: string; minPrice?: number; maxPrice?: number; q?: string }
/** Whose properties: one user's own, or every property. */
export type ListScope = { own: string } | { all: true }
export type ListInput = { scope: ListScope; filter: ListFilter; sortBy: ListSortBy; sortOrder: 'asc' | 'desc'; offset: number; limit: number }

const sortColumns: Record<ListSortBy, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  price: 'price',
  area: 'area_sqft',
  views: 'views',
  score: 'score',
  title: 'title',
}

type Binder = (value: unknown) => string

function binder(values: unknown[]): Binder {
  return (value) => {
    values.push(value)
    return `$${values.length}`
  }
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Conditions on `p` for the filter (values bound; whole rupees so the price stays bigint). */
function filterConditions(filter: ListFilter, bind: Binder): string[] {
  const conditions: string[] = []
  if (filter.type) conditions.push(`p.type = ${bind(filter.type)}`)
  if (filter.status) conditions.push(`p.status = ${bind(filter.status)}`)
  if (filter.city) conditions.push(`p.city_key = lower(${bind(filter.city)}::text)`)
  if (filter.state) conditions.push(`p.state_key = lower(${bind(filter.state)}::text)`)
  if (filter.minPrice !== undefined) conditions.push(`p.price >= ${bind(Math.ceil(filter.minPrice))}::bigint`)
  if (filter.maxPrice !== undefined) conditions.push(`p.price <= ${bind(Math.floor(filter.maxPrice))}::bigint`)
  if (filter.q) {
    const q = bind(containing(filter.q))
    conditions.push(`(p.title ILIKE ${q} OR p.reference ILIKE ${q} OR p.locality ILIKE ${q} OR p.city ILIKE ${q})`)
  }
  return conditions
}

/** `co_owned`: ids of properties the user (a bound parameter) owns but did not create. */
const coOwnedCte = (user: string) =>
  `co_owned AS MATERIALIZED (SELECT o.property_id AS id FROM property_owners o WHERE o.user_id = ${user}::uuid AND NOT o.is_creator)`

/** ` AND <condition>` for each condition. */
const andAll = (conditions: readonly string[]) => conditions.map((condition) => ` AND ${condition}`).join('')

/** The two sets of a user's own properties that pass the conditions, each as `SELECT <columns> FROM … p …` (a suffix may follow). */
function ownSets(user: string, conditions: readonly string[], columns: string): [created: string, coOwned: string] {
  const where = andAll(conditions)
  return [
    `SELECT ${columns} FROM properties p WHERE p.created_by = ${user}::text${where}`,
    `SELECT ${columns} FROM co_owned JOIN properties p ON p.id = co_owned.id${where}`,
  ]
}

/** The given columns of `p` over the user's own properties that pass the conditions. */
const ownRows = (user: string, conditions: readonly string[], columns: string) => ownSets(user, conditions, columns).join('\n    UNION ALL\n    ')

/** Without a price or text filter a total is a sum over a counts table (the conditions name only its columns). */
const countable = (filter: ListFilter) => filter.minPrice === undefined && filter.maxPrice === undefined && !filter.q

/**
 * Every property (admin or dealer with showAll): the page from an index on the sort key where
 * there is one, and without a price or text filter the total from property_counts (kept exact
 * by triggers), as the public list does.
 */
function allStatement(input: ListInput, bind: Binder): string {
  const { filter } = input
  const conditions = filterConditions(filter, bind)
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''
  const total = countable(filter) ? `(SELECT coalesce(sum(p.n), 0)::int FROM property_counts p${where})` : `(SELECT count(*)::int FROM properties p${where})`
  const column = sortColumns[input.sortBy]
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC'
  return `SELECT ${total} AS total,
  (SELECT coalesce(json_agg(p.doc_json ORDER BY page.key ${direction}, page.id ${direction}), '[]'::json)
     FROM (SELECT p.id, p.${column} AS key FROM properties p${where}
            ORDER BY p.${column} ${direction}, p.id ${direction} LIMIT ${bind(input.limit)} OFFSET ${bind(input.offset)}) AS page
     JOIN properties p ON p.id = page.id)::text AS docs`
}

/**
 * One user's own properties: the total of each set, then the page. Each set gives its first
 * offset + limit rows in the sort order (the created set walks an index where the sort key leads
 * one) and the page is cut from the two merged.
 */
function ownStatement(user: string, input: ListInput, bind: Binder): string {
  const conditions = filterConditions(input.filter, bind)
  const userParam = bind(user)
  const [createdCount, coOwnedCount] = ownSets(userParam, conditions, 'count(*)::int')
  const createdTotal = countable(input.filter)
    ? `(SELECT coalesce(sum(p.n), 0)::int FROM property_creator_counts p WHERE p.created_by = ${userParam}::text${andAll(conditions)})`
    : `(${createdCount})`
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC'
  const order = `ORDER BY key ${direction}, id ${direction}`
  const end = bind(input.offset + input.limit)
  const [created, coOwned] = ownSets(userParam, conditions, `p.id, p.${sortColumns[input.sortBy]} AS key`)
  return `WITH ${coOwnedCte(userParam)}
SELECT ${createdTotal} + (${coOwnedCount}) AS total,
  (SELECT coalesce(json_agg(p.doc_json ORDER BY page.key ${direction}, page.id ${direction}), '[]'::json)
     FROM (SELECT id, key FROM ((${created} ${order} LIMIT ${end}) UNION ALL (${coOwned} ${order} LIMIT ${end})) AS firsts
            ${order} LIMIT ${bind(input.limit)} OFFSET ${bind(input.offset)}) AS page
     JOIN properties p ON p.id = page.id)::text AS docs`
}

export function listStatement(input: ListInput): { name: string | undefined; text: string; values: unknown[] } {
  const values: unknown[] = []
  const bind = binder(values)
  const text = 'own' in input.scope ? ownStatement(input.scope.own, input, bind) : allStatement(input, bind)
  return { name: signedInListName(text), text, values }
}

const signedInListName = statementNamer('signed_in_list')

/** Counts, listed value and views per status and type. */
export type SummaryCount = { status: string; type: string; count: number; listedValue: number; views: number }
export type ChangeKind = 'price' | 'ownership' | 'dealer' | 'created' | 'updated'
/** A change as stored: `data` holds what the kind needs to describe it. */
export type ChangeEvent = { propertyId: string; reference: string; title: string; kind: ChangeKind; at: string; data: Record<string, unknown> | null }

const isoUtc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

// The listed value adds up asking prices of active sales: a rent or a lease is priced per month
// (the domain's isPricedPerMonth decides which listing types those are).
const pricedWhole = listingTypes.filter((type) => !isPricedPerMonth(type)).map((type) => `'${type}'`).join(', ')
const countColumns = `p.status, p.type, count(*)::int AS count,
  coalesce(sum(p.price) FILTER (WHERE p.status = 'active' AND p.listing_type IN (${pricedWhole})), 0)::float8 AS "listedValue",
  coalesce(sum(p.views), 0)::float8 AS views`

/**
 * The latest `limit` changes of each kind. `inScope(column)` limits a history table's property
 * ids; `ownRows` gives the scoped properties' columns. Each history table is read newest first
 * by its time index and stops at the limit, whether the scope holds most properties or few.
 */
function eventsQuery(inScope: (column: string) => string, scopedRows: (columns: string, condition?: string) => string, limit: string): string {
  const latest = (kind: 'created' | 'updated', column: string, condition?: string) =>
    `(SELECT s.id, '${kind}', s.at, NULL::jsonb FROM (${scopedRows(`p.id, p.${column} AS at`, condition)}) AS s ORDER BY s.at DESC LIMIT ${limit})`
  return `SELECT e.property_id AS "propertyId", p.reference, p.title, e.kind, ${isoUtc('e.at')} AS at, e.data
  FROM (
    (SELECT h.property_id, 'price' AS kind, h.changed_at AS at, jsonb_build_object('oldPrice', h.old_price, 'newPrice', h.new_price) AS data
       FROM property_price_history h WHERE h.old_price IS NOT NULL AND ${inScope('h.property_id')} ORDER BY h.changed_at DESC LIMIT ${limit})
    UNION ALL
    (SELECT h.property_id, 'ownership', h.changed_at, jsonb_build_object('previousOwners', h.previous_owners, 'newOwners', h.new_owners)
       FROM property_ownership_history h WHERE h.previous_owners <> '[]'::jsonb AND ${inScope('h.property_id')} ORDER BY h.changed_at DESC LIMIT ${limit})
    UNION ALL
    (SELECT h.property_id, 'dealer', h.assigned_at, jsonb_build_object('dealer', u.full_name, 'assigned', true)
       FROM property_dealer_history h LEFT JOIN users u ON u.id = h.dealer_id WHERE ${inScope('h.property_id')} ORDER BY h.assigned_at DESC LIMIT ${limit})
    UNION ALL
    (SELECT h.property_id, 'dealer', h.unassigned_at, jsonb_build_object('dealer', u.full_name, 'assigned', false)
       FROM property_dealer_history h LEFT JOIN users u ON u.id = h.dealer_id
      WHERE h.unassigned_at IS NOT NULL AND ${inScope('h.property_id')} ORDER BY h.unassigned_at DESC LIMIT ${limit})
    UNION ALL
    ${latest('created', 'created_at')}
    UNION ALL
    ${latest('updated', 'updated_at', 'p.updated_at > p.created_at')}
  ) AS e (property_id, kind, at, data) JOIN properties p ON p.id = e.property_id
  ORDER BY e.at DESC`
}

/** The figures over the scope and its changes, as two JSON arrays in one statement ($1 the user when own, $2 the limit). */
function summaryStatement(scope: ListScope): string {
  if ('all' in scope) {
    const scopedRows = (columns: string, condition?: string) => `SELECT ${columns} FROM properties p${condition ? ` WHERE ${condition}` : ''}`
    return `SELECT (SELECT coalesce(json_agg(c), '[]'::json) FROM (SELECT ${countColumns} FROM properties p GROUP BY p.status, p.type) AS c) AS counts,
  (SELECT coalesce(json_agg(e), '[]'::json) FROM (${eventsQuery(() => 'true', scopedRows, '$1')}) AS e) AS events`
  }
  // A history row is in scope when its property is in one of the two sets; written as an OR,
  // each set becomes a hashed lookup and the history index is read newest first.
  const inScope = (column: string) =>
    `(${column} IN (SELECT c.id FROM properties c WHERE c.created_by = $1::text) OR ${column} IN (SELECT co_owned.id FROM co_owned))`
  const scopedRows = (columns: string, condition?: string) => ownRows('$1', condition ? [condition] : [], columns)
  return `WITH ${coOwnedCte('$1')}
SELECT (SELECT coalesce(json_agg(c), '[]'::json) FROM (SELECT ${countColumns} FROM (${ownRows('$1', [], 'p.status, p.type, p.listing_type, p.price, p.views')}) AS p GROUP BY p.status, p.type) AS c) AS counts,
  (SELECT coalesce(json_agg(e), '[]'::json) FROM (${eventsQuery(inScope, scopedRows, '$2')}) AS e) AS events`
}

export function createPropertiesListRepository(database: DatabaseHandle) {
  return {
    async list(input: ListInput): Promise<{ total: number; properties: RawJson<Property[]> }> {
      const [row] = await database.prepared<{ total: number; docs: string }>(listStatement(input))
      return { total: row?.total ?? 0, properties: new RawJson(row?.docs ?? '[]') }
    },

    /** The figures of the seller dashboard over the scope, and up to `eventLimit` changes of each kind. */
    async summary(scope: ListScope, eventLimit: number): Promise<{ counts: SummaryCount[]; events: ChangeEvent[] }> {
      const values = 'all' in scope ? [eventLimit] : [scope.own, eventLimit]
      const text = summaryStatement(scope)
      const [row] = await database.prepared<{ counts: SummaryCount[]; events: ChangeEvent[] }>({ name: signedInListName(text), text, values })
      return { counts: row?.counts ?? [], events: row?.events ?? [] }
    },
  }
}

export type PropertiesListRepository = ReturnType<typeof createPropertiesListRepository>
