// A small in-process cache with a time to live, for answers from outside services (weather,
// place names). Concurrent asks for the same key share one call; failures are not kept.
export interface MemoryCache<T> {
  get: (key: string, load: () => Promise<T>) => Promise<T>
  readonly size: number
}

export function createMemoryCache<T>({ ttlMs, maxEntries = 10_000, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number }): MemoryCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>()
  return {
    get(key, load) {
      const hit = entries.get(key)
      if (hit && hit.expires > now()) return hit.value
      entries.delete(key)
      // Oldest first: a Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      const value = load()
      entries.set(key, { expires: now() + ttlMs, value })
      value.catch(() => entries.delete(key))
      return value
    },
    get size() {
      return entries.size
    },
  }
}
