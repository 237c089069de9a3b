// featured_properties: the listings an admin features on the home page (issue #25), newest
// feature first. A row per featured listing; unfeaturing deletes it (the audit trail keeps who
// did what). It hangs off properties with ON DELETE CASCADE, so a deleted listing's feature goes
// to the trash with it and comes back on restore (property-trash.repository.ts lists it).
import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

export const featuredProperties = pgTable(
  'featured_properties',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    featuredBy: uuid('featured_by').references(() => users.id, { onDelete: 'set null' }),
    featuredAt: timestamp('featured_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('featured_properties_featured_at_idx').on(t.featuredAt, t.propertyId)],
)
