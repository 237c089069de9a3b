// The database's indexes as GET /api/admin/indexes answers them (admins): the server validates and
// documents its answer with these schemas; the admin console reads the same types.
import { z } from 'zod'

/** What the list may be sorted by. */
export const indexSortKeys = ['size', 'scans', 'rowsRead', 'name', 'table'] as const
export type IndexSortKey = (typeof indexSortKeys)[number]

export const databaseIndexViewSchema = z.object({
  schema: z.string(),
  table: z.string(),
  name: z.string(),
  columns: z.array(z.string()).meta({ description: 'The key columns (or expressions), in order.' }),
  included: z.array(z.string()).meta({ description: 'Columns carried in the index (INCLUDE) without being keys.' }),
  definition: z.string().meta({ description: 'The CREATE INDEX statement.' }),
  sizeBytes: z.number(),
  scans: z.number().meta({ description: 'Index scans since the statistics were reset.' }),
  rowsRead: z.number().meta({ description: 'Index entries returned by those scans.' }),
  lastUsedAt: z.string().nullable().meta({ description: 'When it was last scanned (PostgreSQL 16+); null when never, or not recorded (see statistics.lastUseRecorded).' }),
  isUnique: z.boolean(),
  isPrimary: z.boolean(),
  isValid: z.boolean(),
  isUnused: z.boolean().meta({ description: 'Never scanned since the statistics were reset, and not a unique or primary key.' }),
})
export type DatabaseIndexView = z.infer<typeof databaseIndexViewSchema>

export const indexStatisticsViewSchema = z.object({
  resetAt: z.string().nullable().meta({ description: "When this database's statistics were last reset; null when never (or not known)." }),
  lastUseRecorded: z.boolean().meta({ description: 'Whether this server records when an index was last used (PostgreSQL 16 and later).' }),
  lastUseNote: z.string().optional(),
})
export type IndexStatisticsView = z.infer<typeof indexStatisticsViewSchema>
