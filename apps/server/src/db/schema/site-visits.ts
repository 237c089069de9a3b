// site_visits (SPEC's schedule entity; issue #23): a visitor's proposed slots (up to three, as
// jsonb), the side that proposed them, and the slot shown on the calendar (slot_start/slot_end:
// the earliest proposed one while requested, the agreed one once confirmed). One open visit per
// visitor and property. Each reminder is claimed by writing its time on the row, so it goes once
// however many instances run the job.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

export const siteVisits = pgTable(
  'site_visits',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who on the property side confirmed or proposed last. */
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'set null' }),
    mode: text('mode').notNull().default('in-person'),
    status: text('status').notNull().default('requested'),
    proposedSlots: jsonb('proposed_slots').$type<{ start: string; end: string }[]>().notNull().default(sql`'[]'::jsonb`),
    proposedBy: text('proposed_by').notNull().default('visitor'),
    slotStart: timestamp('slot_start', { withTimezone: true, mode: 'string' }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true, mode: 'string' }).notNull(),
    notes: text('notes'),
    version: integer('version').notNull().default(0),
    reminderDaySentAt: timestamp('reminder_day_sent_at', { withTimezone: true, mode: 'string' }),
    reminderHourSentAt: timestamp('reminder_hour_sent_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_visits_open_per_visitor_idx')
      .on(t.propertyId, t.visitorId)
      .where(sql`${t.status} IN ('requested', 'confirmed')`),
    index('site_visits_property_slot_idx').on(t.propertyId, t.slotStart),
    index('site_visits_visitor_idx').on(t.visitorId, t.createdAt.desc()),
    index('site_visits_confirmed_slot_idx')
      .on(t.slotStart)
      .where(sql`${t.status} = 'confirmed'`),
    // The admin dashboard counts visits requested per day.
    index('site_visits_created_idx').on(t.createdAt),
  ],
)
