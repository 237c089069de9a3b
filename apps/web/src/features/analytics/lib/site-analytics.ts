// The door other parts of the app record events through (a listing's contact, share, save):
// it forwards to the running analytics session, which exists only after consent, and does
// nothing otherwise. Tiny on purpose: it is in the first-load code.
import type { SiteEventName } from '@vishwas/domain'

export type AnalyticsSession = {
  pageView: (path: string) => void
  track: (name: Exclude<SiteEventName, 'page_view' | 'engagement'>, details?: { propertyId?: string }) => void
  stop: () => void
}

let active: AnalyticsSession | null = null

export function setAnalyticsSession(session: AnalyticsSession | null): void {
  active = session
}

export function currentAnalyticsSession(): AnalyticsSession | null {
  return active
}

/** Records an event of a listing's page when the visitor agreed to analytics; nothing otherwise. */
export function trackSiteEvent(name: Exclude<SiteEventName, 'page_view' | 'engagement'>, propertyId?: string): void {
  active?.track(name, propertyId ? { propertyId } : {})
}
