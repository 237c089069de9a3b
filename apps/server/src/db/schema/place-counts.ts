// place_counts: the public (active) listings of each city and of each locality in it, per kind
// (sale, rent, lease), kept exact by triggers on properties (migration 0022), as property_counts
// is. A city's row (locality_key '') counts all its listings, a locality's row those in it. The
// place suggestions match and count over these few hundred rows, not over every listing.
import { sql } from 'drizzle-orm'
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** placeSearchText in SQL (the domain's place-names.ts), for names as the listings store them. */
const searchText = (column: string) => sql.raw(`btrim(regexp_replace(${column}, '[^a-z0-9]+', ' ', 'g'))`)

export const placeCounts = pgTable(
  'place_counts',
  {
    /** lower(city) */
    cityKey: text('city_key').notNull(),
    /** lower(state) */
    stateKey: text('state_key').notNull(),
    /** lower(btrim(locality)); '' for the row of the whole city. */
    localityKey: text('locality_key').notNull(),
    /** The names as a listing there spelled them (the first, or the next once none is left). */
    city: text('city').notNull(),
    state: text('state').notNull(),
    locality: text('locality'),
    sale: integer('sale').notNull().default(0),
    rent: integer('rent').notNull().default(0),
    lease: integer('lease').notNull().default(0),
    /** The place's own name (the city's for its row, else the locality's) as the suggestions match it. */
    search: text('search').generatedAlwaysAs(searchText(`CASE WHEN locality_key = '' THEN city_key ELSE locality_key END`)),
    /** The city's name as the suggestions match it. */
    citySearch: text('city_search').generatedAlwaysAs(searchText('city_key')),
  },
  (t) => [primaryKey({ columns: [t.cityKey, t.stateKey, t.localityKey] })],
)
