// SQL of the place suggestions, over place_counts (the public listings of each city and of each
// locality, per kind, kept by triggers; migration 0022): a few hundred rows however many listings
// there are, each with its name as placeSearchText gives it, scored in one pass. Matching runs in
// the database: prefixes with LIKE, small typos with fuzzystrmatch's edit distance, anything
// else alike with pg_trgm's trigram similarity.
import type { ListingType } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'

/** An old or short name of a city: as listings may store it (lower case), its search text, and today's name with its search text. */
export type CityAlias = { key: string; search: string; canonical: string; canonicalSearch: string }

export type SuggestInput = {
  /** What was typed, as placeSearchText gives it: lower-case words of letters and digits. */
  search: string
  listingType: ListingType | undefined
  aliases: readonly CityAlias[]
  limit: number
}

export type PlaceRow = { city: string; state: string; locality: string | null; count: number }

/**
 * A city is found by today's name and by each old one; a locality by its name, and by its name
 * followed by its city's ("whitefield b"). Tiers: 5 a whole name, 4 its start, 3 the start of a
 * later word ('nagar' finds 'Anna Nagar'; 'mo' the localities of Mohali). Below those, without
 * digits in the text (a sector number is not a typo): one edit (a letter wrong, missing or added)
 * from the start of a name from four letters, or from a whole name of three or four letters for
 * three ('pue' finds Pune); two edits from six letters ('mumabi'); or, from three letters and
 * with the first letter right, a trigram similarity of 0.4. Best tier first, then fewer edits,
 * closer likeness, cities before localities, more listings. A city stored under an old name
 * (Gurgaon, as the offline geocoder names it) is counted and answered under today's.
 */
const suggestText = `
WITH aliases AS (
  SELECT * FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) AS a(alias_key, alias_search, canonical, canonical_search)
),
places AS (
  SELECT coalesce(lower(a.canonical), pc.city_key) AS city_key, pc.state_key, pc.locality_key,
         coalesce(a.canonical, pc.city) AS city, pc.state, pc.locality,
         CASE WHEN pc.locality_key = '' THEN coalesce(a.canonical_search, pc.search) ELSE pc.search END AS name,
         coalesce(a.canonical_search, pc.city_search) AS city_name,
         CASE $2::text WHEN 'sale' THEN pc.sale WHEN 'rent' THEN pc.rent WHEN 'lease' THEN pc.lease ELSE pc.sale + pc.rent + pc.lease END AS n
  FROM place_counts pc LEFT JOIN aliases a ON a.alias_key = pc.city_key
),
names AS (
  SELECT city_key, state_key, locality_key, name, true AS fuzzy FROM places WHERE n > 0
  UNION ALL
  SELECT city_key, state_key, locality_key, name || ' ' || city_name, false FROM places WHERE n > 0 AND locality_key <> ''
  UNION ALL
  SELECT p.city_key, p.state_key, p.locality_key, CASE WHEN p.locality_key = '' THEN a.alias_search ELSE p.name || ' ' || a.alias_search END, p.locality_key = ''
  FROM places p JOIN aliases a ON lower(a.canonical) = p.city_key WHERE p.n > 0
),
best AS (
  SELECT n.city_key, n.state_key, n.locality_key, max(s.tier) AS tier, min(e.edits) AS edits, max(l.likeness) AS likeness
  FROM names n
  CROSS JOIN LATERAL (
    SELECT CASE WHEN n.name = $1 THEN 5 WHEN n.name LIKE $1 || '%' THEN 4 WHEN n.name LIKE '% ' || $1 || '%' THEN 3 ELSE 0 END AS tier
  ) s
  CROSS JOIN LATERAL (
    SELECT CASE WHEN s.tier > 0 OR NOT n.fuzzy OR $1 ~ '[0-9]' THEN 9
      WHEN length($1) >= 4 THEN least(
        levenshtein_less_equal(left(n.name, length($1) - 1), $1, 2),
        levenshtein_less_equal(left(n.name, length($1)), $1, 2),
        levenshtein_less_equal(left(n.name, length($1) + 1), $1, 2))
      WHEN length($1) = 3 AND length(n.name) <= 4 THEN levenshtein_less_equal(n.name, $1, 2)
      ELSE 9 END AS edits
  ) e
  CROSS JOIN LATERAL (
    SELECT CASE WHEN s.tier = 0 AND e.edits > 2 AND n.fuzzy AND length($1) >= 3 AND left(n.name, 1) = left($1, 1) AND $1 !~ '[0-9]' THEN similarity(n.name, $1) ELSE 0 END AS likeness
  ) l
  WHERE s.tier > 0 OR e.edits <= CASE WHEN length($1) >= 6 THEN 2 ELSE 1 END OR l.likeness >= 0.4
  GROUP BY 1, 2, 3
)
SELECT min(p.city) AS city, min(p.state) AS state, min(p.locality) AS locality, sum(p.n)::int AS count
FROM best b JOIN places p USING (city_key, state_key, locality_key)
WHERE p.n > 0
GROUP BY b.city_key, b.state_key, b.locality_key, b.tier, b.edits, b.likeness
ORDER BY b.tier DESC, b.edits, b.likeness DESC, b.locality_key = '' DESC, sum(p.n) DESC, min(p.city), min(p.locality)
LIMIT $7::int`

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
          aliases.map((alias) => alias.canonicalSearch),
          input.limit,
        ],
      })
    },
  }
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>
