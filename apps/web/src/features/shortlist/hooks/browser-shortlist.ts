// The shortlist of a visitor who has not signed in: listing ids in this browser's localStorage,
// newest first, shared by every tab (the storage event). It joins the account's at sign-in.
import { MAX_SHORTLIST, shortlistMessages } from '@vishwas/domain'
import { isPropertyIdentifier } from '../../../config/paths'
import { createBrowserList } from '../../../lib/browser-list'

export const BROWSER_SHORTLIST_KEY = 'vishwas.shortlist'

const browserShortlist = createBrowserList({ key: BROWSER_SHORTLIST_KEY, max: MAX_SHORTLIST, accepts: isPropertyIdentifier })

/** The stored ids; anything unreadable or not an id is left out. */
export function readBrowserShortlist(): readonly string[] {
  return browserShortlist.read()
}

/** Adds a listing first; throws the shortlist's message when it is full. */
export function addToBrowserShortlist(id: string): void {
  const ids = browserShortlist.read()
  if (ids.includes(id)) return
  if (ids.length >= MAX_SHORTLIST) throw new Error(shortlistMessages.full)
  browserShortlist.write([id, ...ids])
}

export function removeFromBrowserShortlist(id: string): void {
  browserShortlist.write(browserShortlist.read().filter((stored) => stored !== id))
}

export function clearBrowserShortlist(): void {
  browserShortlist.write([])
}

/** The browser's shortlist, kept current across tabs. */
export function useBrowserShortlist(): readonly string[] {
  return browserShortlist.useList()
}
