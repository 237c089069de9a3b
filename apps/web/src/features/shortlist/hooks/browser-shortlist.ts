// The shortlist of a visitor who has not signed in: listing ids in this browser's localStorage,
// newest first, shared by every tab (the storage event). It joins the account's at sign-in.
import { MAX_SHORTLIST, shortlistMessages } from '@vishwas/domain'
import { useSyncExternalStore } from 'react'
import { isPropertyIdentifier } from '../../../config/paths'

export const BROWSER_SHORTLIST_KEY = 'vishwas.shortlist'

const listeners = new Set<() => void>()
let cachedText: string | null | undefined
let cachedIds: readonly string[] = []

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage can be refused (private modes, blocked cookies): the list is then empty.
    return undefined
  }
}

/** The stored ids; anything unreadable or not an id is left out. */
export function readBrowserShortlist(): readonly string[] {
  const text = storage()?.getItem(BROWSER_SHORTLIST_KEY) ?? null
  if (text === cachedText) return cachedIds
  cachedText = text
  let parsed: unknown = []
  try {
    parsed = text ? JSON.parse(text) : []
  } catch {
    parsed = []
  }
  cachedIds = Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && isPropertyIdentifier(id)))].slice(0, MAX_SHORTLIST) : []
  return cachedIds
}

function write(ids: readonly string[]): void {
  const store = storage()
  if (!store) return
  try {
    if (ids.length === 0) store.removeItem(BROWSER_SHORTLIST_KEY)
    else store.setItem(BROWSER_SHORTLIST_KEY, JSON.stringify(ids))
  } catch {
    // A full storage keeps the list as it was.
  }
  for (const listener of [...listeners]) listener()
}

/** Adds a listing first; throws the shortlist's message when it is full. */
export function addToBrowserShortlist(id: string): void {
  const ids = readBrowserShortlist()
  if (ids.includes(id)) return
  if (ids.length >= MAX_SHORTLIST) throw new Error(shortlistMessages.full)
  write([id, ...ids])
}

export function removeFromBrowserShortlist(id: string): void {
  write(readBrowserShortlist().filter((stored) => stored !== id))
}

export function clearBrowserShortlist(): void {
  write([])
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BROWSER_SHORTLIST_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The browser's shortlist, kept current across tabs. */
export function useBrowserShortlist(): readonly string[] {
  return useSyncExternalStore(subscribe, readBrowserShortlist, () => cachedIds)
}
