// Views and analytics events of public listings, anonymous by SPEC §6 and counted so a script
// cannot inflate them (views feed the score and search/by-views):
// - every call spends from the visitor's and the address's rate (429 with Retry-After past it);
// - a visitor counts at most once per listing per Indian day, per kind (a view, a share, ...);
// - at most ADDRESS_DAILY_COUNTS visitors behind one address count per listing per day, so a
//   script rotating User-Agents from one address gains little.
// A repeat is an honest 200 with counted: false and the figure as it stands.
import { analyticsCounterOf, messages, type AnalyticsEvent } from '@vishwas/domain'
import { notFound } from '../../errors'
import { TooManyRequestsError, type LimitRule, type RateLimitStore } from '../auth/rate-limit-store'
import type { PropertiesPublicRepository } from './properties-public.repository'
import { propertyKey } from './properties-public.service'
import { indianDay, type Visitor } from './visitor'

const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * MINUTE_MS

export const ENGAGEMENT_LIMITS = {
  /** Views and events one browser may send a minute: far above a person opening listings. */
  perVisitorPerMinute: 60,
  /** The same for every browser behind one address (mobile carriers put many people behind one). */
  perAddressPerMinute: 600,
  /** Visitors behind one address whose view (or event) of one listing counts in a day. */
  addressDailyCounts: 20,
} as const

export const engagementMessages = {
  tooMany: (retryAfterMs: number) => `Too many views and events, please try again in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s`,
} as const

export type EngagementContext = {
  repository: PropertiesPublicRepository
  limits: RateLimitStore
  nowMs: number
  visitor: Visitor
}

async function spendRate({ limits, nowMs, visitor }: EngagementContext): Promise<void> {
  const rules: LimitRule[] = [
    { key: `engagement-rate:v:${visitor.visitor}`, limit: ENGAGEMENT_LIMITS.perVisitorPerMinute, windowMs: MINUTE_MS },
    { key: `engagement-rate:a:${visitor.address}`, limit: ENGAGEMENT_LIMITS.perAddressPerMinute, windowMs: MINUTE_MS },
  ]
  const decision = await limits.consume(rules, nowMs)
  if (!decision.allowed) throw new TooManyRequestsError(engagementMessages.tooMany(decision.retryAfterMs), decision.retryAfterMs)
}

/** Whether this visitor's `kind` on the listing counts today: first time for the visitor, within the address's daily share. */
async function countsToday(context: EngagementContext, kind: string, propertyId: string): Promise<boolean> {
  const { limits, nowMs, visitor } = context
  const { day, endsAtMs } = indianDay(nowMs)
  const first = await limits.claimOnce(`engagement-once:${kind}:${propertyId}:${day}:${visitor.visitor}`, endsAtMs, nowMs)
  if (!first) return false
  const share = await limits.consume(
    [{ key: `engagement-address:${kind}:${propertyId}:${day}:${visitor.address}`, limit: ENGAGEMENT_LIMITS.addressDailyCounts, windowMs: DAY_MS }],
    nowMs,
  )
  return share.allowed
}

/** PATCH /properties/{id}/views: the view count after this call, and whether this view counted. */
export async function recordPropertyView(context: EngagementContext & { id: string }): Promise<{ counted: boolean; views: number }> {
  await spendRate(context)
  const target = await context.repository.findPublicViews(propertyKey(context.id))
  if (!target) throw notFound(messages.propertyNotFound)
  if (!(await countsToday(context, 'view', target.id))) return { counted: false, views: target.views }
  const views = await context.repository.incrementViews(target.id)
  if (views === undefined) throw notFound(messages.propertyNotFound)
  return { counted: true, views }
}

/** PATCH /properties/{id}/analytics: whether this event counted (its counter went up and it was logged). */
export async function recordPropertyEvent(context: EngagementContext & { id: string; event: AnalyticsEvent }): Promise<{ counted: boolean }> {
  await spendRate(context)
  const target = await context.repository.findPublicViews(propertyKey(context.id))
  if (!target) throw notFound(messages.propertyNotFound)
  if (!(await countsToday(context, context.event, target.id))) return { counted: false }
  const counted = await context.repository.countEvent(target.id, analyticsCounterOf[context.event], { event: context.event })
  if (!counted) throw notFound(messages.propertyNotFound)
  return { counted: true }
}
