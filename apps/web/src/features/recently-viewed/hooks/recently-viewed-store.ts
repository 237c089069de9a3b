// The listings this browser opened last, newest first, in localStorage: nothing about them is sent
// anywhere until the home page asks for their current public views.
import { isPropertyIdentifier } from '../../../config/paths'
import { createBrowserList } from '../../../lib/browser-list'

export const RECENTLY_VIEWED_KEY = 'vishwas.recentlyViewed'
/** How many are remembered. */
export const MAX_RECENTLY_VIEWED = 12

const recentlyViewed = createBrowserList({ key: RECENTLY_VIEWED_KEY, max: MAX_RECENTLY_VIEWED, accepts: isPropertyIdentifier })

export function readRecentlyViewed(): readonly string[] {
  return recentlyViewed.read()
}

/** Puts a listing first (once), keeping the newest MAX_RECENTLY_VIEWED. */
export function rememberViewed(id: string): void {
  const ids = recentlyViewed.read()
  if (ids[0] === id) return
  recentlyViewed.write([id, ...ids.filter((other) => other !== id)].slice(0, MAX_RECENTLY_VIEWED))
}

export function forgetRecentlyViewed(): void {
  recentlyViewed.write([])
}

export function useRecentlyViewedIds(): readonly string[] {
  return recentlyViewed.useList()
}
