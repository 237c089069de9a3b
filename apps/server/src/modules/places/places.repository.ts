// SQL of the place suggestions, over place_counts (public listings per kind, city, state and
// locality, kept by triggers; migration 0017): a few hundred rows however many listings there
// are, so every place is scored in one pass without an index. Matching runs in the database:
// prefixes with LIKE, small typos with fuzzystrmatch's edit distance over the start of a name,
// anything else alike with pg_trgm's similarity.
import type { ListingType } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'

/** An old or short name of a city: as listings may store it (lower case), as typed (search text), and today's name. */
export type CityAlias = { key: string; search: string; canonical: string }

export type SuggestInput = {
  /** What was typed, as placeSearchText gives it: lower-case words of letters and digits. */
  search: string
  listingType: ListingType | undefined
  aliases: readonly CityAlias[]
  limit: number
}

export type PlaceRow = { city: string; state: string; locality: string | null; count: number }

/**
 * Each place is scored by its best name: a city by today's name and every old one, a locality by
 * its own name and by its name followed by its city's ("whitefield b"). Tiers: 5 the whole name,
 * 4 its start, 3 the start of a later word ('nagar' finds 'Anna Nagar'; 'mo' the localities of
 * Mohali). Below those, without digits in the text (a sector number is not a typo): one edit
 * (a letter wrong, missing or added) from the start of a name, from four letters, or from a
 * whole name of three ('pue' finds Pune); two edits from six letters ('mumabi'); or, from three
 * letters, a trigram similarity of 0.4. Best tier first, then fewer edits, closer likeness, cities before
 * localities, more listings.
 */
const suggestText = `
WITH aliases AS (
  SELECT * FROM unnest($3::text[], $4::text[], $5::text[]) AS a(alias_key, alias_search, canonical)
),
listed AS (
  SELECT lower(coalesce(a.canonical, pc.city)) AS city_key, pc.state_key, pc.locality_key,
         coalesce(a.canonical, pc.city) AS city, pc.state, pc.locality, pc.n
  FROM place_counts pc LEFT JOIN aliases a ON a.alias_key = pc.city_key
  WHERE pc.n > 0 AND ($2::text IS NULL OR pc.listing_type = $2::text)
),
places AS (
  SELECT city_key, state_key, '' AS locality_key, min(city) AS city, min(state) AS state, NULL::text AS locality, NULL::text AS name, sum(n)::int AS n
  FROM listed GROUP BY 1, 2
  UNION ALL
  SELECT city_key, state_key, locality_key, min(city), min(state), min(locality), btrim(regexp_replace(locality_key, '[^a-z0-9]+', ' ', 'g')), sum(n)::int
  FROM listed WHERE locality_key <> '' GROUP BY 1, 2, 3
),
city_names AS (
  SELECT city_key, btrim(regexp_replace(city_key, '[^a-z0-9]+', ' ', 'g')) AS name FROM places WHERE locality_key = ''
  UNION
  SELECT lower(canonical), alias_search FROM aliases
),
names AS (
  SELECT p.city_key, p.state_key, p.locality_key, cn.name, true AS fuzzy FROM places p JOIN city_names cn USING (city_key) WHERE p.locality_key = ''
  UNION ALL
  SELECT city_key, state_key, locality_key, name, true FROM places WHERE locality_key <> ''
  UNION ALL
  SELECT p.city_key, p.state_key, p.locality_key, p.name || ' ' || cn.name, false FROM places p JOIN city_names cn USING (city_key) WHERE p.locality_key <> ''
),
scored AS (
  SELECT n.city_key, n.state_key, n.locality_key, s.tier, e.edits, l.likeness
  FROM names n
  CROSS JOIN LATERAL (
    SELECT CASE WHEN n.name = $1 THEN 5 WHEN n.name LIKE $1 || '%' THEN 4 WHEN n.name LIKE '% ' || $1 || '%' THEN 3 ELSE 0 END AS tier
  ) s
  CROSS JOIN LATERAL (
    SELECT CASE WHEN s.tier = 0 AND n.fuzzy AND length($1) >= 4 AND $1 !~ '[0-9]' THEN least(
      levenshtein_less_equal(left(n.name, length($1) - 1), $1, 2),
      levenshtein_less_equal(left(n.name, length($1)), $1, 2),
      levenshtein_less_equal(left(n.name, length($1) + 1), $1, 2))
    WHEN s.tier = 0 AND n.fuzzy AND length($1) = 3 AND $1 !~ '[0-9]' THEN levenshtein_less_equal(n.name, $1, 2)
    ELSE 9 END AS edits
  ) e
  CROSS JOIN LATERAL (
    SELECT CASE WHEN s.tier = 0 AND n.fuzzy AND length($1) >= 3 AND $1 !~ '[0-9]' THEN similarity(n.name, $1) ELSE 0 END AS likeness
  ) l
),
best AS (
  SELECT DISTINCT ON (city_key, state_key, locality_key) city_key, state_key, locality_key, tier, edits, likeness
  FROM scored
  WHERE tier > 0 OR edits <= CASE WHEN length($1) >= 6 THEN 2 ELSE 1 END OR likeness >= 0.4
  ORDER BY city_key, state_key, locality_key, tier DESC, edits, likeness DESC
)
SELECT p.city, p.state, p.locality, p.n AS count
FROM best b JOIN places p USING (city_key, state_key, locality_key)
ORDER BY b.tier DESC, b.edits, b.likeness DESC, p.locality IS NULL DESC, p.n DESC, p.city, p.locality
LIMIT $6::int`

export function createPlacesRepository(database: DatabaseHandle) {
  return {
    /** The places matching what was typed, best first (see suggestText). */
    async suggest(input: SuggestInput): Promise<PlaceRow[]> {
      const { aliases } = input
      return database.prepared<PlaceRow>({
        name: 'place_suggestions',
        text: suggestText,
        values: [
          input.search,
          input.listingType ?? null,
          aliases.map((alias) => alias.key),
          aliases.map((alias) => alias.search),
          aliases.map((alias) => alias.canonical),
          input.limit,
        ],
      })
    },
  }
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>
