// analytics_events: one row per counted engagement event of a public listing ({ event }, see the
// domain's analyticsEventSchema), and one per event of a consenting visitor's tracker, with no
// listing ({ source: 'site', event, eventId, path, propertyId? }, see siteEventSchema).
import { bigserial, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_property_idx').on(t.propertyId, t.createdAt)],
)
