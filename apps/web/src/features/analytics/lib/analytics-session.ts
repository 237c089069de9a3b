// What runs once the visitor agreed (loaded as its own chunk): the configured tags and the
// tracker, whose events go to our server (and from there to Meta's Conversions API) and, with
// the same ids, to the tags.
import type { AnalyticsSettings } from '@vishwas/domain'
import { beaconSiteEvents, sendSiteEvents } from '../api/send-site-events'
import type { AnalyticsSession } from './site-analytics'
import { loadGoogleAnalytics, loadMetaPixel, reportToTags, revokeTags } from './tags'
import { createTracker } from './tracker'

export function startAnalyticsSession(settings: AnalyticsSettings): AnalyticsSession {
  if (settings.gaMeasurementId) loadGoogleAnalytics(settings.gaMeasurementId)
  if (settings.metaPixelId) loadMetaPixel(settings.metaPixelId)
  const tracker = createTracker({ send: sendSiteEvents, beacon: beaconSiteEvents, onEvent: reportToTags })
  tracker.start()
  return {
    pageView: (path) => void tracker.pageView(path),
    track: (name, details) => void tracker.track(name, details),
    // Only a withdrawn consent stops a session: what is pending is dropped, not sent.
    stop: () => {
      tracker.stop({ discard: true })
      revokeTags()
    },
  }
}
