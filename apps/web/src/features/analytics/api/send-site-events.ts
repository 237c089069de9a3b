import type { SiteEvent } from '@vishwas/domain'
import { api, buildUrl } from '../../../lib/api-client'

const PATH = '/analytics/events'

/** POST /api/analytics/events while the page lives; the server keeps and forwards them only with the consent cookie. */
export function sendSiteEvents(events: SiteEvent[]): Promise<unknown> {
  return api.post(PATH, { events })
}

/** The same as the page goes away: sendBeacon outlives the page (it carries the cookies, not a Bearer header). */
export function beaconSiteEvents(events: SiteEvent[]): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false
  return navigator.sendBeacon(buildUrl(PATH), new Blob([JSON.stringify({ events })], { type: 'application/json' }))
}
