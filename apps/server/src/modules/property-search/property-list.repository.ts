// The one list statement every property search runs: the matching properties the caller may
// see, a page of their documents and a (capped) count, in one round trip.
//
// "Visible to the caller" (admin or dealer: everything; anyone else: active, sold and rented
// listings plus what they created or own) is split by status into parts that never overlap:
// the public statuses need no per-row check and reach the status-led indexes, and only the few
// draft, pending and inactive rows are checked for ownership. The count runs through the parts
// and stops at a cap; the page merges each part's first rows. Values are always bound; only
// whitelisted SQL from the search repositories is spliced in.
import { isPublicPropertyStatus, propertyStatuses, publicPropertyStatuses, type PropertyStatus, type PropertyView } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { statementNamer } from '../../db/statement-names'
import { RawJson } from '../../lib/raw-json'

/** Who is searching: a user id, and whether they see every property (admin or dealer). */
export type Viewer = { userId: string; seesEverything: boolean }

/**
 * Counting stops here: a total above it is reported as this many (`isTotalCapped`). A broad
 * search would otherwise count tens of thousands of rows for a figure no one pages through.
 */
export const MAX_COUNTED_TOTAL = 1_000

/** Collects bound values; returns the placeholder ($n) of each, with an optional cast. */
export class Binder {
  readonly values: unknown[] = []

  bind(value: unknown, cast?: string): string {
    this.values.push(value)
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`
  }
}

export type ListSpec = {
  /** CTEs, each `name AS (...)`. */
  with?: string[]
  /** Default `properties p`; joined tables may follow (the property is always `p`). */
  from?: string
  where: string[]
  /** The statuses asked for (all when absent). */
  statuses?: readonly PropertyStatus[]
  /**
   * The spec's own conditions already keep only what the viewer may see (with visibleTo): for
   * few candidates from another index (a map search), one plain filter beats parts by status.
   */
  alreadyVisible?: boolean
  /** The sort key as an SQL expression over `from`; ties go by id in the same direction. */
  sort: { key: string; descending: boolean }
  /** Columns computed per matching row and carried to the page (name -> expression over `from`). */
  carry?: Record<string, string>
  /**
   * Values computed for the page's rows only (name -> expression over `d`, the property, `page`,
   * and `v.has_access`: whether the viewer has property access to the row). A value that names
   * owners or the dealer must name them only `WHEN v.has_access`.
   */
  extras?: Record<string, string>
  /** The page's final order over `x` (the page's rows with their extras; default: the sort key, then id). */
  pageOrder?: string
  /** More values of the whole answer (name -> SQL expression), read in the same round trip. */
  also?: Record<string, string>
  offset: number
  limit: number
}

/** A page row's id with its carried and extra values. */
export type ListRow<E> = { id: string } & E

/** The capped count, the page's documents as JSON text, each page row's values in the same order, and the `also` values. */
export type ListResult<E> = { counted: number; docs: RawJson<PropertyView[]>; items: ListRow<E>[]; also: Record<string, unknown> }

type Part = { statuses: readonly PropertyStatus[]; ownOnly: boolean }

/**
 * The status condition, with the statuses written into the SQL (they come from the closed list
 * of statuses, checked here). As literals the planner knows how many rows each status has, so a
 * prepared search settles on one cached plan instead of planning every call afresh.
 */
function statusCondition(statuses: readonly PropertyStatus[]): string {
  const known = statuses.filter((status) => propertyStatuses.includes(status))
  if (known.length !== statuses.length) throw new Error(`unknown property status in ${statuses.join(', ')}`)
  return known.length === 1 ? `p.status = '${known[0]}'` : `p.status IN (${known.map((status) => `'${status}'`).join(', ')})`
}

/**
 * The status parts a viewer's search covers (none when the asked statuses are all hidden). Active
 * listings, most of the table, are a part of their own, so that an index led by status gives
 * them in sort order (PostgreSQL 15 cannot merge the orders of an IN list); sold and rented ones
 * are few enough to sort; the other statuses are fewer still, and for anyone but admins and
 * dealers limited to the viewer's own.
 */
function visibilityParts(viewer: Viewer, statuses: readonly PropertyStatus[] = propertyStatuses): Part[] {
  const active = statuses.filter((status) => status === 'active')
  const closed = statuses.filter((status) => status !== 'active' && isPublicPropertyStatus(status))
  const hidden = statuses.filter((status) => !isPublicPropertyStatus(status))
  return [
    ...(active.length > 0 ? [{ statuses: active, ownOnly: false }] : []),
    ...(closed.length > 0 ? [{ statuses: closed, ownOnly: false }] : []),
    ...(hidden.length > 0 ? [{ statuses: hidden, ownOnly: !viewer.seesEverything }] : []),
  ]
}

/**
 * Whether the viewer created or owns `p`. A viewer who holds nothing at all (most buyers) skips
 * the part outright (a one-time check); the co-owner probe stays per row (OFFSET 0 stops the
 * planner from hashing every one of a large owner's holdings to check a few rows).
 */
function ownedBy(binder: Binder, userId: string): string {
  const text = binder.bind(userId, 'text')
  const id = binder.bind(userId, 'uuid')
  return `(SELECT holds_any FROM viewer_holdings) AND (p.created_by = ${text} OR p.owner_id = ${id} OR ((SELECT owns_any FROM viewer_holdings) AND EXISTS (
    SELECT 1 FROM property_owners vo WHERE vo.property_id = p.id AND vo.user_id = ${id} OFFSET 0)))`
}

/** Whether the viewer co-owns anything, and whether they created or own anything at all. */
function viewerHoldings(binder: Binder, userId: string): string {
  const id = binder.bind(userId, 'uuid')
  return `viewer_holdings AS (SELECT owns_any, owns_any OR EXISTS (SELECT 1 FROM properties WHERE created_by = ${binder.bind(userId, 'text')})
      OR EXISTS (SELECT 1 FROM properties WHERE owner_id = ${id}) AS holds_any
    FROM (SELECT EXISTS (SELECT 1 FROM property_owners WHERE user_id = ${id}) AS owns_any) owned)`
}

/**
 * Whether the viewer has property access to the row `alias` (SPEC §6 without the roles, which
 * `seesEverything` covers: owner in the owners list or as primary owner, creator, lister,
 * current dealer). Those without it get the row's public view (owners as "Owner", no user ids).
 */
export function accessTo(binder: Binder, viewer: Viewer, alias: string): string {
  if (viewer.seesEverything) return 'true'
  const text = binder.bind(viewer.userId, 'text')
  const id = binder.bind(viewer.userId, 'uuid')
  return `(${alias}.created_by = ${text} OR ${alias}.owner_id = ${id} OR ${alias}.dealer_id = ${id} OR ${alias}.doc->'metadata'->>'listedBy' = ${text}
    OR EXISTS (SELECT 1 FROM property_owners ao WHERE ao.property_id = ${alias}.id AND ao.user_id = ${id} OFFSET 0))`
}

/** Whether `p` is visible to the viewer, as one condition (for few candidates found by another index). */
export function visibleTo(binder: Binder, viewer: Viewer): string {
  if (viewer.seesEverything) return 'true'
  const id = binder.bind(viewer.userId, 'uuid')
  return `(${statusCondition(publicPropertyStatuses)} OR p.created_by = ${binder.bind(viewer.userId, 'text')} OR p.owner_id = ${id}
    OR EXISTS (SELECT 1 FROM property_owners vo WHERE vo.property_id = p.id AND vo.user_id = ${id} OFFSET 0))`
}

export function listStatement(spec: ListSpec, viewer: Viewer, binder = new Binder()): { name: string | undefined; text: string; values: unknown[] } {
  const parts = spec.alreadyVisible ? [{ statuses: spec.statuses ?? [], ownOnly: false }] : visibilityParts(viewer, spec.statuses)
  const ctes = [...(spec.with ?? [])]
  const needsHoldings = parts.some((part) => part.ownOnly)
  if (needsHoldings) {
    ctes.push(viewerHoldings(binder, viewer.userId))
  }
  const from = spec.from ?? 'properties p'
  const conditions = parts.map((part) => {
    const status = part.statuses.length === 0 ? [] : [statusCondition(part.statuses)]
    const where = [...spec.where, ...status, ...(part.ownOnly ? [ownedBy(binder, viewer.userId)] : [])]
    return where.length > 0 ? where.join('\n   AND ') : 'true'
  })
  const direction = spec.sort.descending ? 'DESC' : 'ASC'
  const carried = Object.entries(spec.carry ?? {})
  const columns = [`p.id`, `${spec.sort.key} AS sort_key`, ...carried.map(([name, expression]) => `${expression} AS ${name}`)].join(', ')
  const cap = MAX_COUNTED_TOTAL + 1
  const limit = binder.bind(spec.limit, 'int')
  const offset = binder.bind(spec.offset, 'int')
  const order = `sort_key ${direction}, id ${direction}`

  let page: string
  if (conditions.length === 1) {
    page = `SELECT ${columns} FROM ${from} WHERE ${conditions[0]} ORDER BY ${spec.sort.key} ${direction}, p.id ${direction} LIMIT ${limit} OFFSET ${offset}`
  } else {
    const reach = binder.bind(spec.offset + spec.limit, 'int')
    const branches = conditions.map((where) => `(SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${spec.sort.key} ${direction}, p.id ${direction} LIMIT ${reach})`)
    page = `SELECT * FROM (${branches.join('\n  UNION ALL\n  ')}) merged ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`
  }
  // One count over all parts, stopping at the cap: once the first part reaches it, the others are not read.
  const counted =
    conditions.length === 0
      ? '0'
      : `(SELECT count(*)::int FROM (${conditions.map((where) => `SELECT 1 FROM ${from} WHERE ${where}`).join('\n  UNION ALL ')} LIMIT ${cap}) counted)`
  // The page's documents as one JSON text (the stored documents' doc_json to a viewer with
  // property access to the row, its public view, public_doc_json, to anyone else), and each row's
  // id, carried and extra values as a second array in the same order. OFFSET 0 keeps the page a
  // subquery of its own, so an extra (a distance, say) is computed once per row, not once per use.
  const rowNames = ['id', ...carried.map(([name]) => name), ...Object.keys(spec.extras ?? {})]
  const extraColumns = Object.entries(spec.extras ?? {}).map(([name, expression]) => `, ${expression} AS ${name}`).join('')
  const pageOrder = spec.pageOrder ?? `x.sort_key ${direction}, x.id ${direction}`
  const items =
    conditions.length === 0
      ? `SELECT '[]'::text AS docs, '[]'::json AS rows`
      : `SELECT coalesce(json_agg(x.doc ORDER BY ${pageOrder}), '[]'::json)::text AS docs,
       coalesce(json_agg(json_build_object(${rowNames.map((name) => `'${name}', x.${name}`).join(', ')}) ORDER BY ${pageOrder}), '[]'::json) AS rows
     FROM (SELECT page.*, CASE WHEN v.has_access THEN d.doc_json ELSE d.public_doc_json END AS doc${extraColumns}
       FROM (${page}) page JOIN properties d ON d.id = page.id CROSS JOIN LATERAL (SELECT ${accessTo(binder, viewer, 'd')} AS has_access) v OFFSET 0) x`
  const also = Object.entries(spec.also ?? {}).map(([name, expression]) => `, ${expression} AS ${name}`).join('')
  const text = `${ctes.length > 0 ? `WITH ${ctes.join(',\n')}\n` : ''}SELECT ${counted} AS counted, items.docs, items.rows${also}
  FROM (${items}) items`
  return { name: searchName(text), text, values: binder.values }
}

const searchName = statementNamer('property_search')

export function createPropertyListRepository(database: DatabaseHandle) {
  return {
    async list<E extends Record<string, unknown> = Record<string, never>>(spec: ListSpec, viewer: Viewer, binder?: Binder): Promise<ListResult<E>> {
      type Row = { counted: number; docs: string; rows: ListRow<E>[] } & Record<string, unknown>
      const { name, text, values } = listStatement(spec, viewer, binder)
      const [row] = await database.prepared<Row>({ name, text, values })
      const { counted = 0, docs = '[]', rows = [], ...also } = row ?? {}
      return { counted, docs: new RawJson(docs), items: rows, also }
    },
  }
}

export type PropertyListRepository = ReturnType<typeof createPropertyListRepository>
