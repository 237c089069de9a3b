// Pagination as schemas (ARCHITECTURE §6), apart from the plain helpers in pagination.ts so that
// code which only pages through results does not carry zod.
import { z } from 'zod'
import { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS } from '../constants'

export const paginationSchema = z
  .object({
    page: z.number().int().min(1).meta({ title: 'Page', description: 'The page number, from 1.' }),
    limit: z.number().int().min(1).meta({ title: 'Limit', description: 'How many items a page holds.' }),
    total: z.number().int().min(0).meta({ title: 'Total', description: 'How many items match in all pages.' }),
    pages: z.number().int().min(0).meta({ title: 'Pages', description: 'How many pages there are (0 when nothing matches).' }),
  })
  .meta({ title: 'Pagination', description: 'Where a page of results sits in the whole list.' })

/** Query parameters as they arrive: strings or numbers, maybe missing or out of range. */
export const paginationQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).catch(PAGINATION_DEFAULTS.page).default(PAGINATION_DEFAULTS.page)
      .meta({ title: 'Page', description: 'The page number, from 1 (default 1).' }),
    limit: z.coerce.number().int().min(1).catch(PAGINATION_DEFAULTS.limit).default(PAGINATION_DEFAULTS.limit)
      .transform((limit) => Math.min(limit, MAX_PAGE_LIMIT))
      .meta({ title: 'Limit', description: 'Items per page (default 10, at most 100).' }),
  })
  .meta({ title: 'Pagination query', description: 'The page asked for.' })

