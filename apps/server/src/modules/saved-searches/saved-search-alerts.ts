// Saved-search alerts (a scheduled job, hourly): a listing that newly matches a user's saved
// search (a new listing, one that becomes active, one whose change makes it match) notifies that
// user, at most once a day per search, never about their own listing. The search is read as the
// public list reads it (its query schema and filter), so the alert and the search agree. A search
// remembers the listings that matched at its last look; those matching since it was saved and not
// among them are new. The first look does not count listings that were there when it was saved.
import { SAVED_SEARCH_ALERT_INTERVAL_MS, SAVED_SEARCH_ALERT_MAX_LISTINGS, savedSearchNotice } from '@vishwas/domain'
import { publicListQuerySchema } from '../properties-public/properties-public.schemas'
import { publicListFilter } from '../properties-public/properties-public.service'
import type { SavedSearchAlertsRepository } from './saved-search-alerts.repository'

/** Looks at every due search; answers how many users were notified. */
export async function sendSavedSearchAlerts(input: { repository: SavedSearchAlertsRepository; now: Date; signal?: AbortSignal }): Promise<number> {
  const { repository } = input
  const at = input.now.toISOString()
  let notified = 0
  for (const search of await repository.due(at, SAVED_SEARCH_ALERT_INTERVAL_MS)) {
    if (input.signal?.aborted) break
    const query = publicListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search.query)))
    // Saved before a filter changed its rules: nothing matches until it is saved again.
    if (!query.success) {
      await repository.record({ searchId: search.id, at, seen: search.seen })
      continue
    }
    const matches = await repository.matches({ filter: publicListFilter(query.data), userId: search.userId, since: search.createdAt, seen: search.seen })
    const fresh = matches.filter((match) => match.isNew)
    const notification =
      fresh.length === 0
        ? undefined
        : {
            userId: search.userId,
            kind: 'saved-search' as const,
            ...savedSearchNotice({ searchName: search.name, count: fresh.length, listings: fresh.slice(0, SAVED_SEARCH_ALERT_MAX_LISTINGS) }),
            link: search.query === '' ? '/' : `/?${search.query}`,
          }
    await repository.record({ searchId: search.id, at, seen: matches.map((match) => match.id), notification })
    if (notification) notified += 1
  }
  return notified
}
