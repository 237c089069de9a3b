// Saved searches (a name and the home search's query string) for the signed-in user: listed in
// their profile, run again as /?{query}, deleted. Each user has only their own; the query keeps
// only the search's filters (the domain's normaliseSearchQuery), so it can only ever be a search.
import { MAX_SAVED_SEARCHES, exhaustiveSwitchError, messages, normaliseSearchQuery, savedSearchMessages, type SavedSearch, type SavedSearchInput } from '@vishwas/domain'
import { AppError, badRequest, notFound } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import type { SavedSearchesRepository } from './saved-searches.repository'

export async function listSavedSearches(input: { repository: SavedSearchesRepository; auth: AuthContext }): Promise<SavedSearch[]> {
  return input.repository.list(input.auth.did)
}

export async function createSavedSearch(input: { repository: SavedSearchesRepository; auth: AuthContext; search: SavedSearchInput }): Promise<SavedSearch> {
  const query = normaliseSearchQuery(input.search.query)
  if (!query.ok) throw badRequest(query.error, [{ path: 'query', message: query.error }])
  const outcome = await input.repository.create({ userId: input.auth.did, name: input.search.name, query: query.value, max: MAX_SAVED_SEARCHES })
  if ('saved' in outcome) return outcome.saved
  switch (outcome.refused) {
    case 'limit':
      throw new AppError('CONFLICT', savedSearchMessages.limit)
    case 'name-taken':
      throw new AppError('CONFLICT', savedSearchMessages.nameTaken)
    case 'user-gone':
      throw new AppError('UNAUTHORIZED', messages.userNotAuthenticated)
    default:
      return exhaustiveSwitchError(outcome.refused)
  }
}

/** Deletes one of the caller's saved searches; another's is as unknown as one that never was (404). */
export async function deleteSavedSearch(input: { repository: SavedSearchesRepository; auth: AuthContext; id: string }): Promise<void> {
  if (!(await input.repository.remove(input.auth.did, input.id))) throw notFound(savedSearchMessages.notFound)
}
