// The one list statement every property search runs: the matching properties the caller may
// see, a page of their documents and a (capped) count, in one round trip.
//
// "Visible to the caller" (admin or dealer: everything; anyone else: active, sold and rented
// listings plus what they created or own) is split by status into parts that never overlap:
// the public statuses need no per-row check and reach the status-led indexes, and only the few
// draft, pending and inactive rows are checked for ownership. The count adds the parts' counts,
// the page merges each part's first rows. Values are always bound; only whitelisted SQL from
// the search repositories is spliced in.
import { createHash } from 'node:crypto'
import { propertyStatuses, type PropertyStatus } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'

/** Who is searching: a user id, and whether they see every property (admin or dealer). */
export type Viewer = { userId: string; seesEverything: boolean }

/** Counting stops here: a total above it is reported as this many (`isTotalCapped`). */
export const MAX_COUNTED_TOTAL = 10_000

const PUBLIC_STATUSES: readonly PropertyStatus[] = ['active', 'sold', 'rented']

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
  /** The sort key as an SQL expression over `from`; ties go by id in the same direction. */
  sort: { key: string; descending: boolean }
  /** Columns computed per matching row and carried to the page (name -> expression over `from`). */
  carry?: Record<string, string>
  /** Values computed for the page's rows only (name -> expression over `d`, the property, and `page`). */
  extras?: Record<string, string>
  /** The page's final order over `x` (the page's rows with their extras; default: the sort key, then id). */
  pageOrder?: string
  offset: number
  limit: number
}

export type ListRow<E> = { doc: Record<string, unknown> } & E

export type ListResult<E> = { counted: number; items: ListRow<E>[] }

type Part = { statuses: readonly PropertyStatus[]; ownOnly: boolean }

/** The status parts a viewer's search covers (none when the asked statuses are all hidden). */
export function visibilityParts(viewer: Viewer, statuses: readonly PropertyStatus[] = propertyStatuses): Part[] {
  if (viewer.seesEverything) return statuses.length > 0 ? [{ statuses, ownOnly: false }] : []
  const open = statuses.filter((status) => PUBLIC_STATUSES.includes(status))
  const own = statuses.filter((status) => !PUBLIC_STATUSES.includes(status))
  return [...(open.length > 0 ? [{ statuses: open, ownOnly: false }] : []), ...(own.length > 0 ? [{ statuses: own, ownOnly: true }] : [])]
}

/**
 * Whether the viewer created or owns `p`. The co-owner probe is skipped outright for a viewer
 * who owns nothing, and kept per row (OFFSET 0 stops the planner from hashing every one of the
 * viewer's holdings, which for a large owner costs more than the few rows it checks).
 */
function ownedBy(binder: Binder, userId: string): string {
  const text = binder.bind(userId, 'text')
  const id = binder.bind(userId, 'uuid')
  return `(p.created_by = ${text} OR p.owner_id = ${id} OR ((SELECT owns_any FROM viewer_holdings) AND EXISTS (
    SELECT 1 FROM property_owners vo WHERE vo.property_id = p.id AND vo.user_id = ${id} OFFSET 0)))`
}

/** Whether `p` is visible to the viewer, as one condition (for short lists that need no index). */
export function visibleTo(binder: Binder, viewer: Viewer): string {
  if (viewer.seesEverything) return 'true'
  const id = binder.bind(viewer.userId, 'uuid')
  return `(p.status = ANY(${binder.bind(PUBLIC_STATUSES, 'text[]')}) OR p.created_by = ${binder.bind(viewer.userId, 'text')} OR p.owner_id = ${id}
    OR EXISTS (SELECT 1 FROM property_owners vo WHERE vo.property_id = p.id AND vo.user_id = ${id}))`
}

export function listStatement(spec: ListSpec, viewer: Viewer, binder = new Binder()): { name: string; text: string; values: unknown[] } {
  const parts = visibilityParts(viewer, spec.statuses)
  const ctes = [...(spec.with ?? [])]
  const needsHoldings = parts.some((part) => part.ownOnly)
  if (needsHoldings) {
    ctes.push(`viewer_holdings AS (SELECT EXISTS (SELECT 1 FROM property_owners WHERE user_id = ${binder.bind(viewer.userId, 'uuid')}) AS owns_any)`)
  }
  const from = spec.from ?? 'properties p'
  const conditions = parts.map((part) => {
    const status = `p.status = ANY(${binder.bind(part.statuses, 'text[]')})`
    return [...spec.where, status, ...(part.ownOnly ? [ownedBy(binder, viewer.userId)] : [])].join('\n   AND ')
  })
  const direction = spec.sort.descending ? 'DESC' : 'ASC'
  const carried = Object.entries(spec.carry ?? {})
  const columns = [`p.id`, `${spec.sort.key} AS sort_key`, ...carried.map(([name, expression]) => `${expression} AS ${name}`)].join(', ')
  const cap = binder.bind(MAX_COUNTED_TOTAL + 1, 'int')
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
  const counted =
    conditions.length === 0 ? '0' : conditions.map((where) => `(SELECT count(*)::int FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${cap}) counted)`).join(' + ')
  const fields = ['doc', ...carried.map(([name]) => name), ...Object.keys(spec.extras ?? {})].map((name) => `'${name}', x.${name}`).join(', ')
  const extras = Object.entries(spec.extras ?? {}).map(([name, expression]) => `, ${expression} AS ${name}`).join('')
  const items =
    conditions.length === 0
      ? `'[]'::json`
      : `(SELECT coalesce(json_agg(json_build_object(${fields}) ORDER BY ${spec.pageOrder ?? `x.sort_key ${direction}, x.id ${direction}`}), '[]'::json)
     FROM (SELECT page.*, d.doc || jsonb_build_object('id', d.id::text, 'reference', d.reference) AS doc${extras}
             FROM (${page}) page JOIN properties d ON d.id = page.id) x)`
  const text = `${ctes.length > 0 ? `WITH ${ctes.join(',\n')}\n` : ''}SELECT ${counted} AS counted,
  ${items} AS items`
  return { name: statementName(text), text, values: binder.values }
}

/** Statement names by text (one per query shape), so a request does not hash. */
const statementNames = new Map<string, string>()

function statementName(text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    name = `property_search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
    statementNames.set(text, name)
  }
  return name
}

export function createPropertyListRepository(database: DatabaseHandle) {
  return {
    async list<E extends Record<string, unknown> = Record<string, never>>(spec: ListSpec, viewer: Viewer, binder?: Binder): Promise<ListResult<E>> {
      const [row] = await database.prepared<{ counted: number; items: ListRow<E>[] }>(listStatement(spec, viewer, binder))
      return { counted: row?.counted ?? 0, items: row?.items ?? [] }
    },
  }
}

export type PropertyListRepository = ReturnType<typeof createPropertyListRepository>
