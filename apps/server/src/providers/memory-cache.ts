// A small in-process cache with a time to live, for answers from outside services (weather,
// place names). Concurrent asks for the same key share one call; failures are not kept.
export interface MemoryCache<T> {
  get: (key: string, load: () => Promise<T>) => Promise<T>
  readonly size: number
}

/** `keep`: whether an answer is kept for the time to live (else only shared with the asks already waiting for it). */
export function createMemoryCache<T>({
  ttlMs,
  maxEntries = 10_000,
  now = Date.now,
  keep,
}: {
  ttlMs: number
  maxEntries?: number
  now?: () => number
  keep?: (value: T) => boolean
}): MemoryCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>()
  return {
    get(key, load) {
      const hit = entries.get(key)
      if (hit && hit.expires > now()) return hit.value
      entries.delete(key)
      // Oldest first: a Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      const value = load()
      const entry = { expires: now() + ttlMs, value }
      entries.set(key, entry)
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key)
      }
      value.then((answer) => {
        if (keep && !keep(answer)) forget()
      }, forget)
      return value
    },
    get size() {
      return entries.size
    },
  }
}
