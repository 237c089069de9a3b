// Rendered first views, kept briefly for the next anonymous visitor of the same address. The
// render reads only what anyone may see (no cookie, no authorization), so the view of an address
// is the same for every visitor; what may differ is only whether the visitor has a session,
// which is part of the key. A view lives `ttlMs` at most, and every write this instance answers
// forgets them all, so a visitor never waits on a change made here; a change made by another
// instance or a job shows within `ttlMs`. Visitors asking for the same address while it renders
// share that one render. At most `maxEntries` addresses are kept (the oldest go first), so
// addresses made up by a client cannot fill the memory.

export interface FirstViewCache<T> {
  get(url: string, hasSession: boolean, render: () => Promise<T>): Promise<T>
  /** Forgets every view (after a write). */
  clear(): void
}

export function firstViewCache<T>({ ttlMs, maxEntries = 256, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number }): FirstViewCache<T> {
  const entries = new Map<string, { at: number; view: Promise<T> }>()
  return {
    get(url, hasSession, render) {
      if (ttlMs <= 0) return render()
      const key = `${hasSession ? 's' : 'a'} ${url}`
      const kept = entries.get(key)
      if (kept && now() - kept.at < ttlMs) return kept.view
      entries.delete(key)
      const view = render()
      const entry = { at: now(), view }
      entries.set(key, entry)
      // A render that failed is not kept: the next visitor tries again.
      view.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      return view
    },
    clear() {
      entries.clear()
    },
  }
}
