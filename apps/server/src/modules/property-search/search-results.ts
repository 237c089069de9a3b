// What every property search shares: who the caller sees (contract: admin or dealer see every
// property, anyone else the active, sold and rented ones plus their own), the page asked for,
// the pagination answered, and SPEC §8's message when a search fails for a reason other than
// the caller's input.
import { pageOffset, paginate, type Pagination, type PropertyView } from '@vishwas/domain'
import { AppError } from '../../errors'
import type { RawJson } from '../../lib/raw-json'
import type { AuthContext } from '../../plugins/auth-guards'
import { MAX_COUNTED_TOTAL, type ListResult, type Viewer } from './property-list.repository'
import type { Page } from './property-search.repository'

/** Pagination, plus `isTotalCapped` when more than MAX_COUNTED_TOTAL matched (the total is then that cap). */
export type SearchPagination = Pagination & { isTotalCapped?: true }

export type PageQuery = { page: number; limit: number }

export type SearchAnswer = { properties: RawJson<PropertyView[]>; pagination: SearchPagination }

export function viewerOf(auth: AuthContext): Viewer {
  return { userId: auth.did, seesEverything: auth.roles.isAdmin || auth.roles.isDealer }
}

export function pageOf(query: PageQuery): Page {
  return { offset: pageOffset(query.page, query.limit), limit: query.limit }
}

export function searchPagination(counted: number, query: PageQuery): SearchPagination {
  if (counted <= MAX_COUNTED_TOTAL) return paginate(counted, query.page, query.limit)
  return { ...paginate(MAX_COUNTED_TOTAL, query.page, query.limit), isTotalCapped: true }
}

/** The properties of a list result and their pagination. */
export function searchAnswer<E>(result: ListResult<E>, query: PageQuery): SearchAnswer {
  return { properties: result.docs, pagination: searchPagination(result.counted, query) }
}

/** A 400 for a query that is well-formed field by field but asks for nothing searchable. */
export function invalidQuery(message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, [{ path: 'query', message }])
}

/**
 * Runs a search; an unexpected failure (the database, not the caller) becomes a 500 with SPEC's
 * message for that search, the original error kept as its cause for the log.
 */
export async function runSearch<T>(failureMessage: string, search: () => Promise<T>): Promise<T> {
  try {
    return await search()
  } catch (error) {
    if (error instanceof AppError) throw error
    const failure = new AppError('INTERNAL_ERROR', failureMessage)
    failure.cause = error
    throw failure
  }
}
