// GA4 (gtag.js) and the Meta pixel (fbevents.js), loaded only by a session that started after
// consent. The snippets' inline stubs are set up here, in our own module, so the page's policy
// needs no inline script; the server's policy allows these origins only when the ids are set.
/* eslint-disable prefer-rest-params -- gtag.js reads the queue as `arguments` objects, as Google's snippet pushes them. */
import type { SiteEvent } from '@vishwas/domain'

type Gtag = (...args: unknown[]) => void
type Fbq = ((...args: unknown[]) => void) & { queue: unknown[]; callMethod?: (...args: unknown[]) => void; push: unknown; loaded: boolean; version: string }
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; fbq?: Fbq; _fbq?: Fbq }

export const GA_SCRIPT = 'https://www.googletagmanager.com/gtag/js'
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'

function addScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

const tagWindow = () => window as TagWindow

export function loadGoogleAnalytics(measurementId: string): void {
  const w = tagWindow()
  const consent = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'denied' }
  if (w.gtag) {
    // Granted again after a refusal on this page: the loaded tag resumes.
    w.gtag('consent', 'update', consent)
    return
  }
  w.dataLayer = w.dataLayer ?? []
  w.gtag = function gtag() {
    w.dataLayer!.push(arguments)
  }
  w.gtag('consent', 'default', consent)
  w.gtag('js', new Date())
  // Page views are sent by the tracker, one per page, as a single-page app needs.
  w.gtag('config', measurementId, { send_page_view: false })
  addScript(`${GA_SCRIPT}?id=${encodeURIComponent(measurementId)}`)
}

export function loadMetaPixel(pixelId: string): void {
  const w = tagWindow()
  if (w.fbq) {
    // Granted again after a refusal on this page.
    w.fbq('consent', 'grant')
    return
  }
  const fbq = function () {
    if (fbq.callMethod) fbq.callMethod(...(arguments as unknown as unknown[]))
    else fbq.queue.push(arguments)
  } as Fbq
  fbq.push = fbq
  fbq.loaded = true
  fbq.version = '2.0'
  fbq.queue = []
  w.fbq = fbq
  w._fbq = fbq
  fbq('init', pixelId)
  addScript(META_PIXEL_SCRIPT)
}

const metaEventOf = { page_view: 'PageView', contact: 'Contact', save: 'AddToWishlist', share: null, engagement: null } as const

/** The tracker's event in the tags, with the same id so Meta counts the pixel's and the server's once. */
export function reportToTags(event: SiteEvent): void {
  const w = tagWindow()
  if (event.name === 'page_view') w.gtag?.('event', 'page_view', { page_location: `${window.location.origin}${event.path}`, page_path: event.path })
  else if (event.name !== 'engagement') w.gtag?.('event', event.name, { property_id: event.propertyId })
  const metaEvent = metaEventOf[event.name]
  if (metaEvent) w.fbq?.('track', metaEvent, {}, { eventID: event.id })
  else if (event.name === 'share') w.fbq?.('trackCustom', 'Share', {}, { eventID: event.id })
}

/** After a refusal: the tags, already loaded, stop collecting. */
export function revokeTags(): void {
  const w = tagWindow()
  w.gtag?.('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })
  w.fbq?.('consent', 'revoke')
}
