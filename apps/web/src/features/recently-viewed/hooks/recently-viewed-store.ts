// The listings this browser opened last, newest first, in localStorage: nothing about them is sent
// anywhere until the home page asks for their current public views.
import { useSyncExternalStore } from 'react'
import { isPropertyIdentifier } from '../../../config/paths'

export const RECENTLY_VIEWED_KEY = 'vishwas.recentlyViewed'
/** How many are remembered. */
export const MAX_RECENTLY_VIEWED = 12

const listeners = new Set<() => void>()
let cachedText: string | null | undefined
let cachedIds: readonly string[] = []

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function readRecentlyViewed(): readonly string[] {
  const text = storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null
  if (text === cachedText) return cachedIds
  cachedText = text
  let parsed: unknown = []
  try {
    parsed = text ? JSON.parse(text) : []
  } catch {
    parsed = []
  }
  cachedIds = Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && isPropertyIdentifier(id)))].slice(0, MAX_RECENTLY_VIEWED) : []
  return cachedIds
}

function write(ids: readonly string[]): void {
  const store = storage()
  if (!store) return
  try {
    if (ids.length === 0) store.removeItem(RECENTLY_VIEWED_KEY)
    else store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids))
  } catch {
    // A full storage keeps the list as it was.
  }
  for (const listener of [...listeners]) listener()
}

/** Puts a listing first (once), keeping the newest MAX_RECENTLY_VIEWED. */
export function rememberViewed(id: string): void {
  const ids = readRecentlyViewed()
  if (ids[0] === id) return
  write([id, ...ids.filter((other) => other !== id)].slice(0, MAX_RECENTLY_VIEWED))
}

export function forgetRecentlyViewed(): void {
  write([])
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useRecentlyViewedIds(): readonly string[] {
  return useSyncExternalStore(subscribe, readRecentlyViewed, () => cachedIds)
}
