// How many places one suggestion call gives, and how a place is shown: without zod, so the home
// page's place field does not load the schema library for them (place-suggestion.ts has the schema).

/** The most suggestions one call gives, and how many when the caller does not say. */
export const PLACE_SUGGESTION_LIMITS = { max: 10, default: 8 } as const

/** 'Whitefield, Bengaluru' for a locality, 'Bengaluru, Karnataka' for a whole city. */
export function placeLabel(place: { city: string; state: string; locality: string | null }): string {
  return place.locality ? `${place.locality}, ${place.city}` : `${place.city}, ${place.state}`
}
