// GET /api/admin/indexes: the database's indexes with their size and use, admins only (a seller
// or dealer gets 403, a signed-out caller 401). Read only.
import { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS, paginationSchema } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, integerParam } from '../../lib/http-schemas'
import type { AuthContext } from '../../plugins/auth-guards'
import { MAX_PAGE } from '../properties-public/properties-public.schemas'
import { createAdminIndexesRepository, indexSortKeys } from './admin-indexes.repository'
import { listDatabaseIndexes } from './admin-indexes.service'

const indexesQuerySchema = z.strictObject({
  sortBy: z.enum(indexSortKeys, { error: `must be one of ${indexSortKeys.join(', ')}` }).default('size').meta({ description: 'Sort key (default size).' }),
  sortOrder: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc').meta({ description: 'Sort direction (default desc).' }),
  unusedOnly: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true')
    .meta({ description: 'Only indexes never scanned since the statistics were reset (unique and primary keys aside: they enforce a rule).' }),
  table: z
    .string()
    .trim()
    .min(1)
    .max(63, { error: 'must be at most 63 characters' })
    .optional()
    .meta({ description: "Only this table's indexes." }),
  page: integerParam(1, MAX_PAGE).default(PAGINATION_DEFAULTS.page).meta({ description: `Page number (default 1).` }),
  limit: integerParam(1, MAX_PAGE_LIMIT).default(PAGINATION_DEFAULTS.limit).meta({ description: `Indexes per page, 1 to ${MAX_PAGE_LIMIT} (default ${PAGINATION_DEFAULTS.limit}).` }),
})

const indexSchema = z.object({
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

const indexesResponseSchema = z.object({
  success: z.literal(true),
  indexes: z.array(indexSchema),
  statistics: z.object({
    resetAt: z.string().nullable().meta({ description: "When this database's statistics were last reset; null when never (or not known)." }),
    lastUseRecorded: z.boolean().meta({ description: 'Whether this server records when an index was last used (PostgreSQL 16 and later).' }),
    lastUseNote: z.string().optional(),
  }),
  pagination: paginationSchema,
})

const adminIndexesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createAdminIndexesRepository(app.database)
  app.get(
    '/admin/indexes',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The database's indexes: table, columns, size, scans, rows read and last use",
        description: 'Admins only. From the PostgreSQL catalogue and statistics views, read only; sorted by size by default.',
        querystring: indexesQuerySchema,
        response: { 200: indexesResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await listDatabaseIndexes({ repository, auth: request.auth as AuthContext, query: request.query })) }),
  )
  done()
}

export default adminIndexesRoutes
