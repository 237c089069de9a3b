// The site tracker (SPEC §9): page views deduplicated within 500 ms (a redirect or a double
// render is one view), an engagement ping every 30 s while the page is visible, and pending
// events sent in batches every 3 s, and with sendBeacon when the page goes away. It runs only
// once the visitor has agreed; it knows nothing of consent itself.
import { ANALYTICS_FLUSH_MS, ENGAGEMENT_PING_MS, MAX_SITE_EVENTS_PER_BATCH, PAGE_VIEW_DEDUPE_MS, type SiteEvent, type SiteEventName } from '@vishwas/domain'

export type TrackerOptions = {
  /** Sends a batch while the page lives (fetch). A failure drops the batch: analytics never retries into a page. */
  send: (events: SiteEvent[]) => Promise<unknown>
  /** Sends a batch as the page goes away (sendBeacon); false when the browser refused it. */
  beacon: (events: SiteEvent[]) => boolean
  /** Each recorded event, so the tags can report the same event with the same id. */
  onEvent?: (event: SiteEvent) => void
  now?: () => number
  newId?: () => string
  isVisible?: () => boolean
  /** The current page's path (no query: a query can hold what the visitor typed). */
  currentPath?: () => string
}

export type Tracker = {
  /** Records a page view unless the same page was recorded less than 500 ms ago; the event, or null. */
  pageView: (path: string) => SiteEvent | null
  track: (name: Exclude<SiteEventName, 'page_view'>, details?: { propertyId?: string }) => SiteEvent
  /** Sends what is pending now. */
  flush: () => void
  start: () => void
  /** Stops the timers; what is pending goes with a beacon, or is dropped (`discard`: consent withdrawn). */
  stop: (options?: { discard?: boolean }) => void
  pending: () => readonly SiteEvent[]
}

export function createTracker(options: TrackerOptions): Tracker {
  const now = options.now ?? (() => Date.now())
  const newId = options.newId ?? (() => crypto.randomUUID())
  const isVisible = options.isVisible ?? (() => document.visibilityState === 'visible')
  const currentPath = options.currentPath ?? (() => window.location.pathname)
  let queue: SiteEvent[] = []
  let lastView: { path: string; at: number } | null = null
  let timers: ReturnType<typeof setInterval>[] = []

  const record = (name: SiteEventName, path: string, propertyId?: string): SiteEvent => {
    const event: SiteEvent = { id: newId(), name, path, time: now(), ...(propertyId ? { propertyId } : {}) }
    queue.push(event)
    options.onEvent?.(event)
    return event
  }

  const take = () => {
    const batch = queue.slice(0, MAX_SITE_EVENTS_PER_BATCH)
    queue = queue.slice(batch.length)
    return batch
  }

  const flush = () => {
    const batch = take()
    if (batch.length > 0) options.send(batch).catch(() => undefined)
  }

  const flushWithBeacon = () => {
    while (queue.length > 0) {
      const batch = take()
      if (!options.beacon(batch)) options.send(batch).catch(() => undefined)
    }
  }

  return {
    pageView(path) {
      const at = now()
      if (lastView && lastView.path === path && at - lastView.at < PAGE_VIEW_DEDUPE_MS) return null
      lastView = { path, at }
      return record('page_view', path)
    },
    track: (name, details = {}) => record(name, currentPath(), details.propertyId),
    flush,
    start() {
      if (timers.length > 0) return
      timers = [
        setInterval(flush, ANALYTICS_FLUSH_MS),
        setInterval(() => {
          if (isVisible()) record('engagement', currentPath())
        }, ENGAGEMENT_PING_MS),
      ]
      window.addEventListener('pagehide', flushWithBeacon)
    },
    stop({ discard = false } = {}) {
      timers.forEach((timer) => clearInterval(timer))
      timers = []
      window.removeEventListener('pagehide', flushWithBeacon)
      if (discard) queue = []
      else flushWithBeacon()
    },
    pending: () => queue,
  }
}
