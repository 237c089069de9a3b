// The saved search's request and answer schemas (the API's), apart from its rules so that the web
// app's search form, which needs only the rules, does not load the schema library.
import { z } from 'zod'
import { lineText } from '../schemas/fields'
import { MAX_SAVED_SEARCH_NAME, MAX_SAVED_SEARCH_QUERY, savedSearchMessages } from './saved-search'

export const savedSearchInputSchema = z.object({
  name: lineText(MAX_SAVED_SEARCH_NAME, 'The name').min(1, 'The name must not be empty').meta({ description: `What to call the search, 1 to ${MAX_SAVED_SEARCH_NAME} characters.` }),
  query: z
    .string()
    .max(MAX_SAVED_SEARCH_QUERY, savedSearchMessages.queryTooLong)
    .meta({ description: `The home search's query string ('listingType=rent&city=Bengaluru&bhk=2'); only its filters and order are kept, never the page.` }),
})
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>

export const savedSearchSchema = z
  .object({
    id: z.string().meta({ description: 'The saved search id (UUID).' }),
    name: z.string(),
    query: z.string().meta({ description: 'The normalised query string, to run as /?{query}.' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ title: 'Saved search', description: 'A named search of the public listings, kept for its owner.' })
export type SavedSearch = z.output<typeof savedSearchSchema>
