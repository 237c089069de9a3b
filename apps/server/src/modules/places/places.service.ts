// Rules of the place suggestions: what the buyer typed is matched as the domain spells place
// names (placeSearchText), the domain's old and short city names count as the city's, and each
// place is answered under today's name with its label.
import { placeLabel, placeNameAliases, placeSearchText, resolvePlaceName, type ListingType, type PlaceSuggestion } from '@vishwas/domain'
import type { CityAlias, PlacesRepository } from './places.repository'

const cityAliases: readonly CityAlias[] = placeNameAliases
  .filter((entry) => entry.kind === 'city')
  .map((entry) => ({ key: entry.alias.toLowerCase(), search: placeSearchText(entry.alias), canonical: entry.canonical, canonicalSearch: placeSearchText(entry.canonical) }))

export async function suggestPlaces(input: {
  repository: PlacesRepository
  query: { q: string; limit: number; listingType?: ListingType | undefined }
}): Promise<PlaceSuggestion[]> {
  const search = placeSearchText(input.query.q)
  // Nothing a name could match ('--', '%'): no suggestions rather than every place.
  if (search === '') return []
  const rows = await input.repository.suggest({ search, listingType: input.query.listingType, aliases: cityAliases, limit: input.query.limit })
  return rows.map((row) => {
    // Today's name in its proper spelling, also when the listings there typed it in lower case.
    const place = { city: resolvePlaceName(row.city), state: row.state, locality: row.locality }
    return { ...place, count: row.count, label: placeLabel(place) }
  })
}
