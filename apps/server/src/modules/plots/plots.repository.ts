// SQL of splits, merges and their operations. Requests are written in one transaction with the
// properties they create (savePropertyEntries, the property module's one write path), and every
// property a pending request involves is claimed in property_operation_locks: the primary key
// lets one pending request hold a property, so the second of two concurrent requests fails its
// insert (PropertyClaimedError) whichever engine runs it. History and lineage are queries.
import type { LatLng, Property } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import type { PropertyKey } from '../properties-public/properties-public.repository'
import { savePropertyEntries, type SaveEntry, type Stamp } from '../properties/properties.repository'
import { polygonEwkt } from '../properties/property-row'
import { onDealersTeamSql } from '../properties/listing-side-sql'

/** Thrown when a property of a new request is already in a pending one. */
export class PropertyClaimedError extends Error {
  constructor() {
    super('property claimed')
    this.name = 'PropertyClaimedError'
  }
}

export type OperationRow = {
  id: string
  kind: 'split' | 'merge'
  status: 'pending' | 'completed' | 'failed' | 'cancelled'
  approvalStatus: 'pending' | 'approved' | 'rejected' | 'cancelled'
  reason: string
  remarks: string | null
  requestedBy: string | null
  requestedAt: string
  createdAt: string
  updatedAt: string
  decidedBy: string | null
  decidedAt: string | null
}

export type SplitPartRow = {
  position: number
  propertyId: string
  propertyReference: string
  name: string
  portion: number
  area: number
  areaUnit: string
  description: string
  documents: string[]
  coordinates: LatLng[]
}

export type SplitRow = OperationRow & { parentId: string; parentReference: string; parts: SplitPartRow[] }

export type MergeSourceRow = {
  position: number
  propertyId: string
  propertyReference: string
  contribution: number
  area: number
  areaUnit: string
  previousOwner: string | null
}

export type MergeRow = OperationRow & { resultId: string; resultReference: string; targetPropertyData: Record<string, unknown>; sources: MergeSourceRow[] }

export type OperationListFilter = {
  /** pending, approved, rejected or cancelled; undefined for every state. */
  approvalStatus: string | undefined
  kind: 'split' | 'merge' | undefined
  /** Only requests this user made or whose properties they stand for; undefined for every request (admins). */
  viewer: string | undefined
  limit: number
  offset: number
}

/** An operation with the properties it involves: `sources` (a split's parent, a merge's sources) and `results` (what it created). */
export type OperationWithProperties = OperationRow & { sources: string[]; results: string[] }

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const operationColumns = `o.id::text AS id, o.kind, o.status, o.approval_status AS "approvalStatus", o.reason, o.remarks, o.requested_by::text AS "requestedBy",
  ${iso('o.requested_at')} AS "requestedAt", ${iso('o.created_at')} AS "createdAt", ${iso('o.updated_at')} AS "updatedAt",
  o.decided_by::text AS "decidedBy", ${iso('o.decided_at')} AS "decidedAt"`

// Lineage of each operation in one row: a split's parent and parts, a merge's result and sources.
const involved = `
  coalesce((SELECT array_agg(s.parent_id::text) FROM property_splits s WHERE s.operation_id = o.id),
           (SELECT array_agg(m.property_id::text ORDER BY m.position) FROM property_merge_sources m WHERE m.operation_id = o.id), '{}') AS sources,
  coalesce((SELECT array_agg(p.property_id::text ORDER BY p.position) FROM property_split_parts p WHERE p.operation_id = o.id),
           (SELECT array_agg(m.result_id::text) FROM property_merges m WHERE m.operation_id = o.id), '{}') AS results`

const splitParts = `
  (SELECT coalesce(jsonb_agg(jsonb_build_object('position', p.position, 'propertyId', p.property_id, 'propertyReference', p.property_reference,
      'name', p.name, 'portion', p.portion, 'area', p.area, 'areaUnit', p.area_unit, 'description', p.description, 'documents', p.documents,
      'ring', ST_AsGeoJSON(p.boundary)::jsonb -> 'coordinates' -> 0) ORDER BY p.position), '[]'::jsonb)
   FROM property_split_parts p WHERE p.operation_id = o.id) AS parts`

const selectSplits = (where: string) => `
SELECT ${operationColumns}, s.parent_id::text AS "parentId", s.parent_reference AS "parentReference", ${splitParts}
FROM property_operations o JOIN property_splits s ON s.operation_id = o.id
WHERE ${where}
ORDER BY o.created_at DESC, o.id DESC`

const mergeSources = `
  (SELECT coalesce(jsonb_agg(jsonb_build_object('position', m.position, 'propertyId', m.property_id, 'propertyReference', m.property_reference,
      'contribution', m.contribution, 'area', m.area, 'areaUnit', m.area_unit, 'previousOwner', m.previous_owner) ORDER BY m.position), '[]'::jsonb)
   FROM property_merge_sources m WHERE m.operation_id = o.id) AS sources`

const selectMerges = (where: string) => `
SELECT ${operationColumns}, g.result_id::text AS "resultId", g.result_reference AS "resultReference", g.target_property_data AS "targetPropertyData", ${mergeSources}
FROM property_operations o JOIN property_merges g ON g.operation_id = o.id
WHERE ${where}
ORDER BY o.created_at DESC, o.id DESC`

type RawSplit = Omit<SplitRow, 'parts'> & { parts: (Omit<SplitPartRow, 'coordinates'> & { ring: [number, number][] | null })[] }

function toSplit(row: RawSplit): SplitRow {
  return {
    ...row,
    parts: row.parts.map(({ ring, ...part }) => ({
      ...part,
      // GeoJSON repeats the first position at the end; the API's rings are open.
      coordinates: (ring ?? []).slice(0, -1).map(([longitude, latitude]) => ({ latitude, longitude })),
    })),
  }
}

const isUniqueViolation = (error: unknown) => error !== null && typeof error === 'object' && (error as { code?: unknown }).code === '23505'

/** `WHERE` for a list of keys: ids ($1) or references ($2). */
function keyParams(keys: readonly PropertyKey[]): [string[], string[]] {
  return [keys.flatMap((key) => ('id' in key ? [key.id] : [])), keys.flatMap((key) => ('reference' in key ? [key.reference] : []))]
}

// The requests a user may follow without being an admin: those they made, and those naming a
// property they stand for (an owner, its creator, its lister or its dealer: the domain's
// representsProperty). $3 is the user's id as text, so one parameter type serves every column.
const involvesViewer = `(o.requested_by::text = $3 OR EXISTS (
  SELECT 1 FROM (SELECT s.parent_id AS id FROM property_splits s WHERE s.operation_id = o.id
                 UNION ALL SELECT x.property_id FROM property_split_parts x WHERE x.operation_id = o.id
                 UNION ALL SELECT g.result_id FROM property_merges g WHERE g.operation_id = o.id
                 UNION ALL SELECT m.property_id FROM property_merge_sources m WHERE m.operation_id = o.id) i
  JOIN properties p ON p.id = i.id
  WHERE p.owner_id::text = $3 OR p.dealer_id::text = $3 OR p.created_by = $3 OR p.doc #>> '{metadata,listedBy}' = $3
     OR EXISTS (SELECT 1 FROM property_owners po WHERE po.property_id = p.id AND po.user_id::text = $3)
     OR ${onDealersTeamSql('p', '$3')}))`

const listWhere = `($1::text IS NULL OR o.approval_status = $1) AND ($2::text IS NULL OR o.kind = $2) AND ($3::text IS NULL OR ${involvesViewer})`

export type NewOperation = { id: string; kind: 'split' | 'merge'; reason: string; remarks: string | null; requestedBy: string; requestedAt: string; now: string }
export type NewSplitPart = Omit<SplitPartRow, 'coordinates'> & { vertices: LatLng[] }
export type NewMergeSource = MergeSourceRow

/** Writes inside one transaction of a request or a decision. */
export function operationWriter(query: QueryFn) {
  return {
    /** The stored documents of these keys, locked until the transaction ends (in id order). */
    async lockProperties(keys: readonly PropertyKey[]): Promise<Property[]> {
      if (keys.length === 0) return []
      const rows = await query<{ doc: Property }>(
        'SELECT p.doc FROM properties p WHERE p.id = ANY($1::uuid[]) OR p.reference = ANY($2::text[]) ORDER BY p.id FOR UPDATE',
        keyParams(keys),
      )
      return rows.map((row) => row.doc)
    },

    /** The position (from 0) of the first ring PostGIS does not hold valid (a self-crossing or degenerate polygon), or undefined. */
    async firstInvalidRing(rings: readonly LatLng[][]): Promise<number | undefined> {
      const [row] = await query<{ position: number | null }>(
        `SELECT min(u.i)::int - 1 AS position FROM unnest($1::text[]) WITH ORDINALITY AS u(ewkt, i)
          WHERE NOT ST_IsValid(ST_GeogFromText(u.ewkt)::geometry)`,
        [rings.map(polygonEwkt)],
      )
      return row?.position ?? undefined
    },

    /** Whether PostGIS sees the union of these rings as one polygon. */
    async unionIsOnePolygon(rings: readonly LatLng[][]): Promise<boolean> {
      const [row] = await query<{ kind: string | null }>(
        'SELECT GeometryType(ST_Union(ST_GeogFromText(u.ewkt)::geometry)) AS kind FROM unnest($1::text[]) AS u(ewkt)',
        [rings.map(polygonEwkt)],
      )
      return row?.kind === 'POLYGON'
    },

    async insertOperation(operation: NewOperation): Promise<void> {
      await query(
        `INSERT INTO property_operations (id, kind, reason, remarks, requested_by, requested_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $7::timestamptz)`,
        [operation.id, operation.kind, operation.reason, operation.remarks, operation.requestedBy, operation.requestedAt, operation.now],
      )
    },

    /** Claims the properties for a pending operation; PropertyClaimedError when one is already claimed. */
    async claim(operationId: string, propertyIds: readonly string[]): Promise<void> {
      try {
        await query('INSERT INTO property_operation_locks (property_id, operation_id) SELECT unnest($1::uuid[]), $2', [propertyIds, operationId])
      } catch (error) {
        if (isUniqueViolation(error)) throw new PropertyClaimedError()
        throw error
      }
    },

    /** The ids among these that a pending operation holds. */
    async claimed(propertyIds: readonly string[]): Promise<string[]> {
      const rows = await query<{ id: string }>('SELECT property_id::text AS id FROM property_operation_locks WHERE property_id = ANY($1::uuid[])', [propertyIds])
      return rows.map((row) => row.id)
    },

    saveProperties: (entries: readonly SaveEntry[], stamp: Stamp) => savePropertyEntries(query, entries, stamp),

    async insertSplit(operationId: string, parent: { id: string; reference: string }, parts: readonly NewSplitPart[]): Promise<void> {
      await query('INSERT INTO property_splits (operation_id, parent_id, parent_reference) VALUES ($1, $2, $3)', [operationId, parent.id, parent.reference])
      const rows = parts.map(({ vertices, ...part }) => ({ ...part, boundary: polygonEwkt(vertices) }))
      await query(
        `INSERT INTO property_split_parts (operation_id, position, property_id, property_reference, name, portion, area, area_unit, description, documents, boundary)
         SELECT $1, r.position, r."propertyId", r."propertyReference", r.name, r.portion, r.area, r."areaUnit", r.description, r.documents, ST_GeogFromText(r.boundary)
           FROM jsonb_to_recordset($2::jsonb) AS r(position int, "propertyId" uuid, "propertyReference" text, name text, portion double precision,
                area double precision, "areaUnit" text, description text, documents jsonb, boundary text)`,
        [operationId, JSON.stringify(rows)],
      )
    },

    async insertMerge(operationId: string, result: { id: string; reference: string; targetPropertyData: Record<string, unknown> }, sources: readonly NewMergeSource[]): Promise<void> {
      await query('INSERT INTO property_merges (operation_id, result_id, result_reference, target_property_data) VALUES ($1, $2, $3, $4::jsonb)', [
        operationId,
        result.id,
        result.reference,
        JSON.stringify(result.targetPropertyData),
      ])
      await query(
        `INSERT INTO property_merge_sources (operation_id, position, property_id, property_reference, contribution, area, area_unit, previous_owner)
         SELECT $1, r.position, r."propertyId", r."propertyReference", r.contribution, r.area, r."areaUnit", r."previousOwner"
           FROM jsonb_to_recordset($2::jsonb) AS r(position int, "propertyId" uuid, "propertyReference" text, contribution double precision,
                area double precision, "areaUnit" text, "previousOwner" text)`,
        [operationId, JSON.stringify(sources)],
      )
    },

    /** The operation and the properties it involves, locked until the transaction ends. */
    async lockOperation(id: string): Promise<OperationWithProperties | undefined> {
      const [row] = await query<OperationWithProperties>(`SELECT ${operationColumns}, ${involved} FROM property_operations o WHERE o.id = $1 FOR UPDATE`, [id])
      return row
    },

    /** How many of these properties exist. */
    async countProperties(ids: readonly string[]): Promise<number> {
      const [row] = await query<{ n: number }>('SELECT count(*)::int AS n FROM properties WHERE id = ANY($1::uuid[])', [ids])
      return row?.n ?? 0
    },

    /** Moves the properties to `status`, in their documents and the status column, stamped. */
    async setStatus(ids: readonly string[], status: string, stamp: Stamp): Promise<void> {
      if (ids.length === 0) return
      await query(
        `UPDATE properties SET status = $2,
           doc = jsonb_set(jsonb_set(jsonb_set(doc, '{basicInfo,status}', to_jsonb($2::text)), '{metadata,updatedAt}', to_jsonb($3::text)), '{metadata,updatedBy}', to_jsonb($4::text)),
           updated_at = $3::timestamptz
         WHERE id = ANY($1::uuid[])`,
        [ids, status, stamp.at, stamp.by],
      )
    },

    /** Deletes properties a request created and that were never more than proposed (their owners and history rows cascade). */
    async removeProperties(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await query("DELETE FROM properties WHERE id = ANY($1::uuid[]) AND status = 'pending'", [ids])
    },

    async decide(id: string, decision: { status: string; approvalStatus: string; remarks: string | null; stamp: Stamp }): Promise<void> {
      await query(
        `UPDATE property_operations SET status = $2, approval_status = $3, remarks = coalesce($4, remarks), decided_by = $5, decided_at = $6::timestamptz, updated_at = $6::timestamptz
         WHERE id = $1`,
        [id, decision.status, decision.approvalStatus, decision.remarks, decision.stamp.by, decision.stamp.at],
      )
      await query('DELETE FROM property_operation_locks WHERE operation_id = $1', [id])
    },

    findSplit: async (id: string) => (await query<RawSplit>(selectSplits('o.id = $1'), [id])).map(toSplit)[0],
    findMerge: async (id: string) => (await query<MergeRow>(selectMerges('o.id = $1'), [id]))[0],
  }
}

export type OperationWriter = ReturnType<typeof operationWriter>

export function createPlotsRepository(database: DatabaseHandle) {
  const { query } = database
  return {
    transaction<T>(fn: (writer: OperationWriter) => Promise<T>): Promise<T> {
      return database.transaction((q) => fn(operationWriter(q)))
    },

    /** Stored documents by key (unlocked). */
    async findProperties(keys: readonly PropertyKey[]): Promise<Property[]> {
      if (keys.length === 0) return []
      const rows = await query<{ doc: Property }>('SELECT p.doc FROM properties p WHERE p.id = ANY($1::uuid[]) OR p.reference = ANY($2::text[])', keyParams(keys))
      return rows.map((row) => row.doc)
    },

    /** Whether a pending operation holds the property. */
    async isClaimed(propertyId: string): Promise<boolean> {
      return (await query('SELECT 1 FROM property_operation_locks WHERE property_id = $1', [propertyId])).length > 0
    },

    /** Splits of the property, or that made it, newest first. */
    async splitsOf(propertyId: string): Promise<SplitRow[]> {
      const rows = await query<RawSplit>(
        selectSplits('s.parent_id = $1 OR EXISTS (SELECT 1 FROM property_split_parts x WHERE x.operation_id = o.id AND x.property_id = $1)'),
        [propertyId],
      )
      return rows.map(toSplit)
    },

    /** Merges the property went into, or that made it, newest first. */
    async mergesOf(propertyId: string): Promise<MergeRow[]> {
      return query<MergeRow>(selectMerges('g.result_id = $1 OR EXISTS (SELECT 1 FROM property_merge_sources x WHERE x.operation_id = o.id AND x.property_id = $1)'), [
        propertyId,
      ])
    },

    findSplit: async (id: string) => (await query<RawSplit>(selectSplits('o.id = $1'), [id])).map(toSplit)[0],
    findMerge: async (id: string) => (await query<MergeRow>(selectMerges('o.id = $1'), [id]))[0],

    /** A page of requests, newest first, and how many match in all. */
    async listOperations(filter: OperationListFilter): Promise<{ total: number; operations: (SplitRow | MergeRow)[] }> {
      const params = [filter.approvalStatus ?? null, filter.kind ?? null, filter.viewer ?? null]
      const [counted] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM property_operations o WHERE ${listWhere}`, params)
      const page = await query<{ id: string; kind: 'split' | 'merge' }>(
        `SELECT o.id::text AS id, o.kind FROM property_operations o WHERE ${listWhere} ORDER BY o.created_at DESC, o.id DESC LIMIT $4 OFFSET $5`,
        [...params, filter.limit, filter.offset],
      )
      const ids = (kind: 'split' | 'merge') => page.filter((row) => row.kind === kind).map((row) => row.id)
      const splits = ids('split').length > 0 ? (await query<RawSplit>(selectSplits('o.id = ANY($1::uuid[])'), [ids('split')])).map(toSplit) : []
      const merges = ids('merge').length > 0 ? await query<MergeRow>(selectMerges('o.id = ANY($1::uuid[])'), [ids('merge')]) : []
      const byId = new Map<string, SplitRow | MergeRow>([...splits, ...merges].map((row) => [row.id, row]))
      return { total: counted?.n ?? 0, operations: page.flatMap((row) => byId.get(row.id) ?? []) }
    },

    async findOperation(id: string): Promise<OperationWithProperties | undefined> {
      const [row] = await query<OperationWithProperties>(`SELECT ${operationColumns}, ${involved} FROM property_operations o WHERE o.id = $1`, [id])
      return row
    },
  }
}

export type PlotsRepository = ReturnType<typeof createPlotsRepository>
