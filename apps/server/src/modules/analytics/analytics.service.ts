// The site's analytics: nothing is kept or forwarded unless the visitor agreed (the consent
// cookie says 'granted', DPDP Act 2023) and a tag is configured. Consenting visitors' events are
// kept, and sent on to Meta's Conversions API when its token is set, with the signed-in
// visitor's e-mail and phone hashed by the adapter (raw contact fields never leave the server).
import type { AnalyticsSettings, SiteEvent, SiteEventName } from '@vishwas/domain'
import type { AnalyticsConfig } from '../../config'
import type { MetaConversionsApi, MetaEventName, MetaServerEvent } from '../../providers/analytics/meta-conversions-api'
import type { AnalyticsRepository } from './analytics.repository'

/** The site's events Meta hears about; engagement pings stay here (they mean nothing to ads). */
const metaEventOf: Record<SiteEventName, MetaEventName | null> = {
  page_view: 'PageView',
  engagement: null,
  contact: 'Contact',
  share: 'Share',
  save: 'AddToWishlist',
}

/** Meta refuses events older than 7 days; a browser clock far off is taken as now. */
const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000

export function getAnalyticsSettings({ config }: { config: AnalyticsConfig }): AnalyticsSettings {
  return { gaMeasurementId: config.gaMeasurementId, metaPixelId: config.metaPixel?.pixelId ?? null }
}

export type SiteVisitor = {
  /** The consent cookie's value (undefined: no choice yet). */
  consent: string | undefined
  /** The signed-in user's id, if any. */
  userId: string | null
  ip: string
  userAgent: string
  /** The site's origin as the browser used it, for event_source_url. */
  origin: string
  fbp?: string | undefined
  fbc?: string | undefined
}

export async function recordSiteEvents(input: {
  config: AnalyticsConfig
  repository: AnalyticsRepository
  capi: MetaConversionsApi | null
  visitor: SiteVisitor
  events: readonly SiteEvent[]
  nowMs: number
  onForwardFailure: (error: unknown) => void
}): Promise<{ recorded: number; forwarded: number }> {
  const { config, repository, capi, visitor, events, nowMs } = input
  const configured = config.gaMeasurementId !== null || config.metaPixel !== null
  if (!configured || visitor.consent !== 'granted') return { recorded: 0, forwarded: 0 }
  const recorded = await repository.recordSiteEvents(events)
  const forwardable = events.filter((event) => metaEventOf[event.name] !== null)
  if (!capi || forwardable.length === 0) return { recorded, forwarded: 0 }
  const contact = visitor.userId ? await repository.findContact(visitor.userId) : undefined
  const metaEvents = forwardable.map(
    (event): MetaServerEvent => ({
      eventName: metaEventOf[event.name]!,
      eventTime: Math.floor((event.time <= nowMs && event.time >= nowMs - MAX_EVENT_AGE_MS ? event.time : nowMs) / 1000),
      eventId: event.id,
      eventSourceUrl: `${visitor.origin}${event.path}`,
      user: {
        clientIpAddress: visitor.ip,
        clientUserAgent: visitor.userAgent,
        ...(contact ? { email: contact.email, phone: contact.phone ?? undefined, externalId: visitor.userId ?? undefined } : {}),
        fbp: visitor.fbp,
        fbc: visitor.fbc,
      },
      ...(event.propertyId ? { customData: { content_ids: [event.propertyId], content_type: 'product' } } : {}),
    }),
  )
  try {
    const { eventsReceived } = await capi.send(metaEvents)
    return { recorded, forwarded: eventsReceived }
  } catch (error) {
    // Meta being away costs the ads report an event, never the visitor a page.
    input.onForwardFailure(error)
    return { recorded, forwarded: 0 }
  }
}
