// GET /api/admin/indexes: the database's indexes with their size and use, admins only (a seller
// or dealer gets 403, a signed-out caller 401). Read only.
import { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS, databaseIndexViewSchema, indexSortKeys, indexStatisticsViewSchema, paginationSchema } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, integerParam } from '../../lib/http-schemas'
import type { AuthContext } from '../../plugins/auth-guards'
import { MAX_PAGE } from '../properties-public/properties-public.schemas'
import { createAdminIndexesRepository } from './admin-indexes.repository'
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

const indexesResponseSchema = z.object({
  success: z.literal(true),
  indexes: z.array(databaseIndexViewSchema),
  statistics: indexStatisticsViewSchema,
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
