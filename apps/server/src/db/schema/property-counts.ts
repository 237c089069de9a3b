// property_counts: how many properties there are per (status, type, kind of listing, city, state),
// kept exact by triggers on properties (migrations 0003, 0009 and 0020). Counting the public list's
// matches (the home page's Buy, Rent or Lease included) is then a sum over a few hundred rows
// instead of a scan of every active listing; statistics read it too.
// property_creator_counts holds the same per creator, for the signed-in list's total.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const propertyCounts = pgTable(
  'property_counts',
  {
    status: text('status').notNull(),
    type: text('type').notNull(),
    /** sale, rent or lease */
    listingType: text('listing_type').notNull().default('sale'),
    /** lower(city) */
    cityKey: text('city_key').notNull(),
    /** lower(state) */
    stateKey: text('state_key').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.type, t.listingType, t.cityKey, t.stateKey] })],
)

export const propertyCreatorCounts = pgTable(
  'property_creator_counts',
  {
    createdBy: text('created_by').notNull(),
    status: text('status').notNull(),
    type: text('type').notNull(),
    /** lower(city) */
    cityKey: text('city_key').notNull(),
    /** lower(state) */
    stateKey: text('state_key').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.createdBy, t.status, t.type, t.cityKey, t.stateKey] })],
)
