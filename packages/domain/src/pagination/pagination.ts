// Pagination (SPEC §3, §9; ARCHITECTURE §6): page 1 and limit 10 by default, limit at most 100.
import { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS } from '../constants'

export { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS }

/** Where a page of results sits in the whole list (paginationSchema validates it). */
export type Pagination = { page: number; limit: number; total: number; pages: number }

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
