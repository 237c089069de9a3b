// The database's indexes from the PostgreSQL catalogue (pg_index, pg_class) and statistics views
// (pg_stat_user_indexes), the same SQL on PostgreSQL and on the embedded database. When an index
// was last scanned (pg_stat_user_indexes.last_idx_scan) exists from PostgreSQL 16 on; older
// servers and PGlite lack the column, so it is looked up in the catalogue first rather than assumed.
import type { DatabaseIndexView, IndexSortKey } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'

// Whitelisted order expressions (never spliced from input).
const orderBy: Record<IndexSortKey, string> = {
  size: 'size',
  scans: 'scans',
  rowsRead: 'rows_read',
  name: 'name',
  table: 'table_name',
}

/** An index as read from the catalogue: the answer's fields but the flag the service derives. */
export type IndexRow = Omit<DatabaseIndexView, 'isUnused'>

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export function createAdminIndexesRepository(database: DatabaseHandle) {
  return {
    /** Whether this server records when an index was last scanned (PostgreSQL 16+). */
    async recordsLastUse(): Promise<boolean> {
      const rows = await database.query(
        `SELECT 1 FROM pg_attribute WHERE attrelid = 'pg_catalog.pg_stat_user_indexes'::regclass AND attname = 'last_idx_scan' AND NOT attisdropped`,
      )
      return rows.length > 0
    },

    /** When this database's statistics were last reset (null: never, or not known). */
    async statisticsResetAt(): Promise<string | null> {
      const [row] = await database.query<{ at: string | null }>(`SELECT ${iso('stats_reset')} AS at FROM pg_stat_database WHERE datname = current_database()`)
      return row?.at ?? null
    },

    async list(input: { sortBy: IndexSortKey; descending: boolean; unusedOnly: boolean; table?: string | undefined; offset: number; limit: number; withLastUse: boolean }) {
      const direction = input.descending ? 'DESC' : 'ASC'
      const params: unknown[] = []
      const where = [
        ...(input.unusedOnly ? ['s.idx_scan = 0 AND NOT i.indisunique AND NOT i.indisprimary'] : []),
        ...(input.table ? [`s.relname = $${params.push(input.table)}`] : []),
      ]
      const lastUsed = input.withLastUse ? iso('s.last_idx_scan') : 'NULL::text'
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
      const [count] = await database.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM pg_stat_user_indexes s JOIN pg_index i ON i.indexrelid = s.indexrelid ${clause}`,
        params.slice(),
      )
      const rows = await database.query<Record<string, unknown>>(
        `SELECT * FROM (
           SELECT s.schemaname AS schema, s.relname AS table_name, s.indexrelname AS name,
             ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true) FROM generate_series(1, i.indnkeyatts) k ORDER BY k) AS columns,
             ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true) FROM generate_series(i.indnkeyatts + 1, i.indnatts) k ORDER BY k) AS included,
             pg_get_indexdef(i.indexrelid) AS definition, pg_relation_size(i.indexrelid)::float8 AS size,
             coalesce(s.idx_scan, 0)::float8 AS scans, coalesce(s.idx_tup_read, 0)::float8 AS rows_read, ${lastUsed} AS "lastUsedAt",
             i.indisunique AS "isUnique", i.indisprimary AS "isPrimary", i.indisvalid AS "isValid"
           FROM pg_stat_user_indexes s JOIN pg_index i ON i.indexrelid = s.indexrelid
           ${clause}
         ) x
         ORDER BY ${orderBy[input.sortBy]} ${direction}, schema, table_name, name
         LIMIT $${params.push(input.limit)} OFFSET $${params.push(input.offset)}`,
        params,
      )
      const indexes: IndexRow[] = rows.map((row) => {
        const { table_name, size, rows_read, ...rest } = row as Omit<IndexRow, 'table' | 'sizeBytes' | 'rowsRead'> & { table_name: string; size: number; rows_read: number }
        return { ...rest, table: table_name, sizeBytes: size, rowsRead: rows_read }
      })
      return { indexes, total: count?.total ?? 0 }
    },
  }
}

export type AdminIndexesRepository = ReturnType<typeof createAdminIndexesRepository>
