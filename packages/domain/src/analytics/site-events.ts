// The site's own analytics (ARCHITECTURE §2: GA4 and the Meta pixel with its Conversions API,
// off unless configured): the visitor's consent choice, kept in the browser and in a cookie the
// server reads before it records or forwards anything (India's DPDP Act 2023 asks for consent),
// and the events the web app's tracker sends to POST /api/analytics/events.

/** The cookie holding the visitor's choice; the server forwards nothing without `granted`. */
export const CONSENT_COOKIE = 'vishwas_consent'
/** How long a choice is kept before the banner asks again (about six months). */
export const CONSENT_MAX_AGE_DAYS = 180
export const consentChoices = ['granted', 'denied'] as const
export type ConsentChoice = (typeof consentChoices)[number]

/** What the tracker records: a page opened, 30 s more of a visible page, and a listing's actions. */
export const siteEventNames = ['page_view', 'engagement', 'contact', 'share', 'save'] as const
export type SiteEventName = (typeof siteEventNames)[number]

/** The most events one flush sends (a flush every 3 s holds a handful; the rest waits for the next). */
export const MAX_SITE_EVENTS_PER_BATCH = 25

export const siteEventMessages = {
  unknownEvent: `Event name must be one of ${siteEventNames.join(', ')}`,
  badPath: 'Path must be a path of this site starting with /, without a query or fragment',
} as const

/** Which tags the deployment has (null: not configured), as GET /api/analytics/config tells the web app. */
export type AnalyticsSettings = { gaMeasurementId: string | null; metaPixelId: string | null }
