// A listing's public engagement figures (`analytics` in the property document) and the events a
// property page may record (PATCH /properties/{id}/analytics, anonymous by SPEC §6). Every figure
// is a whole-number counter the server keeps; nothing in them is text anyone can write, and an
// unknown key is refused rather than stored and shown to everyone.
import { z } from 'zod'
import { doc } from '../schemas/doc'

/** The largest count a figure holds (the views column is a PostgreSQL integer). */
export const MAX_ANALYTICS_COUNT = 2_147_483_647

/** What a visitor may record on a listing's page, each counted at most once per visitor per day. */
export const analyticsEvents = ['share', 'save', 'contact'] as const
export type AnalyticsEvent = (typeof analyticsEvents)[number]

/** The counter of the document each event adds to. */
export const analyticsCounterOf = { share: 'shares', save: 'saves', contact: 'contacts' } as const satisfies Record<AnalyticsEvent, string>
export type AnalyticsCounter = (typeof analyticsCounterOf)[AnalyticsEvent]

const counterKeys = ['views', ...Object.values(analyticsCounterOf)] as const

export const analyticsMessages = {
  unknownField: (keys: readonly string[], holds: readonly string[]) =>
    `Unknown analytics ${keys.length === 1 ? 'field' : 'fields'} ${keys.map((key) => `'${key}'`).join(', ')}: it holds only ${holds.join(', ')}`,
  unknownEvent: `Analytics event must be one of ${analyticsEvents.join(', ')}`,
} as const

const unknownKeysError = (holds: readonly string[]) => (issue: z.core.$ZodRawIssue) =>
  issue.code === 'unrecognized_keys' ? analyticsMessages.unknownField(issue.keys, holds) : undefined

const counter = (title: string, description: string) =>
  z.number().int().min(0).max(MAX_ANALYTICS_COUNT).default(0).meta(doc(title, `${description} Kept by the server: what a client sends is ignored.`))

export const propertyAnalyticsSchema = z
  .strictObject(
    {
      views: counter('Views', 'Visitors who opened the listing, at most one a visitor a day.'),
      shares: counter('Shares', 'Visitors who shared the listing, at most one a visitor a day.'),
      saves: counter('Saves', 'Visitors who saved the listing to come back to, at most one a visitor a day.'),
      contacts: counter('Contacts', 'Visitors who asked to contact the seller, at most one a visitor a day.'),
    },
    { error: unknownKeysError(counterKeys) },
  )
  .meta(doc('Analytics', 'Public engagement figures of the listing, kept by the server.'))
export type PropertyAnalytics = z.output<typeof propertyAnalyticsSchema>

/** The body of PATCH /properties/{id}/analytics: one event, nothing else. */
export const analyticsEventSchema = z
  .strictObject(
    {
      event: z
        .enum(analyticsEvents, { error: analyticsMessages.unknownEvent })
        .meta(doc('Event', `What the visitor did: ${analyticsEvents.join(', ')}.`)),
    },
    { error: unknownKeysError(['event']) },
  )
  .meta(doc('Analytics event', 'One engagement event a property page records.'))
export type AnalyticsEventInput = z.output<typeof analyticsEventSchema>
