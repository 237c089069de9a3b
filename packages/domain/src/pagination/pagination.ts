// Pagination (SPEC §3, §9; ARCHITECTURE §6): page 1 and limit 10 by default, limit at most 100.
import { z } from 'zod'
import { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS } from '../constants'

export { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS }

export const paginationSchema = z
  .object({
    page: z.number().int().min(1).meta({ title: 'Page', description: 'The page number, from 1.' }),
    limit: z.number().int().min(1).meta({ title: 'Limit', description: 'How many items a page holds.' }),
    total: z.number().int().min(0).meta({ title: 'Total', description: 'How many items match in all pages.' }),
    pages: z.number().int().min(0).meta({ title: 'Pages', description: 'How many pages there are (0 when nothing matches).' }),
  })
  .meta({ title: 'Pagination', description: 'Where a page of results sits in the whole list.' })
export type Pagination = z.infer<typeof paginationSchema>

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

/** A page request with defaults applied: bad values fall back, the limit is capped at 100. */
export function normalizePage(page: unknown, limit: unknown): { page: number; limit: number } {
  const toInt = (value: unknown, fallback: number) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : fallback
  }
  return { page: toInt(page, PAGINATION_DEFAULTS.page), limit: Math.min(toInt(limit, PAGINATION_DEFAULTS.limit), MAX_PAGE_LIMIT) }
}

export function paginate(total: number, page: number = PAGINATION_DEFAULTS.page, limit: number = PAGINATION_DEFAULTS.limit): Pagination {
  const safe = normalizePage(page, limit)
  const count = Math.max(0, Math.floor(total))
  return { page: safe.page, limit: safe.limit, total: count, pages: Math.ceil(count / safe.limit) }
}

/** Rows to skip for a page. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit
}

/** SPEC §7: the public listing on failure: an empty list with page 1, limit 10, total 0, pages 0. */
export const EMPTY_PUBLIC_LIST: { readonly properties: readonly never[]; readonly pagination: Readonly<Pagination> } = Object.freeze({
  properties: Object.freeze([]),
  pagination: Object.freeze({ page: 1, limit: 10, total: 0, pages: 0 }),
})
