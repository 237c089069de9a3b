// A place suggested while the buyer types where to search: a city, or a locality in a city, with
// how many public listings it has. The server answers these; the home search shows them.
import { z } from 'zod'

export { PLACE_SUGGESTION_LIMITS, placeLabel } from './place-label'

export const placeSuggestionSchema = /* @__PURE__ */ z
  .object({
    city: z.string().meta({ description: "The city under today's name (Bengaluru for listings stored as Bangalore)." }),
    state: z.string().meta({ description: 'The state or union territory.' }),
    locality: z.string().nullable().meta({ description: 'The locality, or null when the suggestion is the whole city.' }),
    count: z.number().int().min(1).meta({ description: 'Public listings there (active ones; of the kind asked for, when one is).' }),
    label: z.string().meta({ description: "How to show it: 'Whitefield, Bengaluru' for a locality, 'Bengaluru, Karnataka' for a city." }),
  })
  .meta({ title: 'Place suggestion' })

export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>
