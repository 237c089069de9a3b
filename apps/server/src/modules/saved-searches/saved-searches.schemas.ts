// Request and response schemas of the saved-search calls (they also make the OpenAPI entries).
import { MAX_SAVED_SEARCHES, savedSearchInputSchema, savedSearchSchema } from '@vishwas/domain'
import { z } from 'zod'

export const savedSearchParamsSchema = z.strictObject({
  savedSearchId: z.uuid({ error: 'must be a saved search id (UUID)' }).meta({ description: 'The saved search id.' }),
})

export const savedSearchBodySchema = z.strictObject(savedSearchInputSchema.shape)

export const savedSearchesResponseSchema = z.object({
  success: z.literal(true),
  savedSearches: z.array(savedSearchSchema).meta({ description: `Newest first; at most ${MAX_SAVED_SEARCHES}.` }),
})
export const savedSearchResponseSchema = z.object({ success: z.literal(true), savedSearch: savedSearchSchema })
