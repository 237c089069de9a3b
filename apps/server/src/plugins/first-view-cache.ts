// Rendered first views, kept briefly for the next anonymous visitors of the same address. The
// render reads only what anyone may see (no cookie, no authorization), so the view of an address
// is the same for every visitor; what may differ is only whether the visitor has a session,
// which is part of the key. A view is fresh for `ttlMs`; after that it is served once more to the
// visitors who come while its successor renders (so nobody waits on a render but the first
// visitor of an address), and then replaced. Every write this instance answers forgets them all,
// so a visitor never sees a page from before a change made here; a change made by another
// instance or a job shows within `ttlMs` and a render. Visitors who ask while a view renders
// share that one render. At most `maxEntries` addresses are kept (the oldest go first), so
// addresses made up by a client cannot fill the memory.

export interface FirstViewCache<T> {
  get(url: string, hasSession: boolean, render: () => Promise<T>): Promise<T>
  /** Forgets every view (after a write). */
  clear(): void
}

/** A stale view is served while its successor renders only this many times its time to live; older, a visitor waits for a fresh one. */
const STALE_TTLS = 10

type Entry<T> = { at: number; view: Promise<T>; ready: boolean; next?: Promise<T> }

export function firstViewCache<T>({ ttlMs, maxEntries = 64, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number }): FirstViewCache<T> {
  let entries = new Map<string, Entry<T>>()

  /** Renders `key` into a new entry; a render that fails is not kept, and the next visitor tries again. */
  const start = (key: string, render: () => Promise<T>): Entry<T> => {
    const generation = entries
    const entry: Entry<T> = { at: now(), view: render(), ready: false }
    entry.view.then(
      () => {
        entry.ready = true
      },
      () => {
        if (generation.get(key) === entry) generation.delete(key)
      },
    )
    return entry
  }

  return {
    get(url, hasSession, render) {
      if (ttlMs <= 0) return render()
      const key = `${hasSession ? 's' : 'a'} ${url}`
      const kept = entries.get(key)
      if (kept && now() - kept.at < ttlMs) return kept.view
      if (kept?.ready && now() - kept.at < ttlMs * STALE_TTLS) {
        // Stale: served while its successor renders, which takes its place once rendered.
        if (!kept.next) {
          const generation = entries
          const successor = start(key, render)
          kept.next = successor.view
          successor.view.then(
            () => {
              if (generation.get(key) === kept) generation.set(key, successor)
            },
            () => {
              kept.next = undefined
            },
          )
        }
        return kept.view
      }
      if (kept && !kept.ready) return kept.view
      const entry = start(key, render)
      entries.set(key, entry)
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      return entry.view
    },
    clear() {
      // A render still running belongs to the forgotten generation: it cannot come back.
      entries = new Map()
    },
  }
}
