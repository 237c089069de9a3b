// place_counts: how many public (active) listings there are per kind (sale, rent, lease), city,
// state and locality, kept exact by triggers on properties (migration 0017), as property_counts is.
// The place suggestions match and count over these few hundred rows, not over every listing.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const placeCounts = pgTable(
  'place_counts',
  {
    listingType: text('listing_type').notNull(),
    /** lower(city) */
    cityKey: text('city_key').notNull(),
    /** lower(state) */
    stateKey: text('state_key').notNull(),
    /** lower(btrim(locality)), '' for listings without one. */
    localityKey: text('locality_key').notNull(),
    /** The names as the first listing there spelled them. */
    city: text('city').notNull(),
    state: text('state').notNull(),
    locality: text('locality'),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingType, t.cityKey, t.stateKey, t.localityKey] })],
)
