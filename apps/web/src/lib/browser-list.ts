// A short list of strings in this browser's localStorage under one key, shared by every tab (the
// storage event) and read through React's external-store hook. Storage can be refused (private
// modes, blocked cookies): the list is then empty, and a full storage keeps the list as it was.
import { useSyncExternalStore } from 'react'

export interface BrowserListOptions {
  /** The localStorage key. */
  readonly key: string
  /** How many entries are kept when read. */
  readonly max: number
  /** Which stored entries are kept when read; anything else is left out. */
  readonly accepts: (value: string) => boolean
}

export interface BrowserList {
  /** The stored entries, first to last, without repeats; the same array while the stored text is unchanged. */
  read(): readonly string[]
  /** Stores the entries (an empty list removes the key) and tells this tab's subscribers. */
  write(values: readonly string[]): void
  /** The entries, kept current across tabs. */
  useList(): readonly string[]
}

const NONE: readonly string[] = []

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function createBrowserList({ key, max, accepts }: BrowserListOptions): BrowserList {
  const listeners = new Set<() => void>()
  let cachedText: string | null | undefined
  let cachedValues: readonly string[] = []

  function read(): readonly string[] {
    const text = storage()?.getItem(key) ?? null
    if (text === cachedText) return cachedValues
    cachedText = text
    let parsed: unknown = []
    try {
      parsed = text ? JSON.parse(text) : []
    } catch {
      parsed = []
    }
    cachedValues = Array.isArray(parsed) ? [...new Set(parsed.filter((value): value is string => typeof value === 'string' && accepts(value)))].slice(0, max) : []
    return cachedValues
  }

  function write(values: readonly string[]): void {
    const store = storage()
    if (!store) return
    try {
      if (values.length === 0) store.removeItem(key)
      else store.setItem(key, JSON.stringify(values))
    } catch {
      // A full storage keeps the list as it was.
    }
    for (const listener of [...listeners]) listener()
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }

  function useList(): readonly string[] {
    // The server, and the browser while it hydrates the server's HTML, know no list.
    return useSyncExternalStore(subscribe, read, () => NONE)
  }

  return { read, write, useList }
}
