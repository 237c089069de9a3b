// Request and response schemas of the place suggestions (they also make the OpenAPI entry).
import { PLACE_SUGGESTION_LIMITS, listingTypes, placeSuggestionSchema } from '@vishwas/domain'
import { z } from 'zod'
import { integerParam, textParam } from '../../lib/http-schemas'

export const PLACE_QUERY_MAX_LENGTH = 100

export const placesQuerySchema = z.strictObject({
  q: textParam(PLACE_QUERY_MAX_LENGTH).meta({
    description: "What the buyer has typed so far: the start of a city or locality ('Mo'), with a small typo ('Bengaluro'), or an old name ('Bangalore').",
  }),
  limit: integerParam(1, PLACE_SUGGESTION_LIMITS.max)
    .default(PLACE_SUGGESTION_LIMITS.default)
    .meta({ description: `Suggestions at most, 1 to ${PLACE_SUGGESTION_LIMITS.max} (default ${PLACE_SUGGESTION_LIMITS.default}).` }),
  listingType: z
    .enum(listingTypes, { error: `must be one of ${listingTypes.join(', ')}` })
    .optional()
    .meta({ description: 'Count only listings of this kind (sale, rent or lease), and suggest only places that have some.' }),
})

export const placesResponseSchema = z.object({
  success: z.literal(true),
  places: z.array(placeSuggestionSchema).meta({ description: 'Best match first; empty when nothing matches.' }),
})
