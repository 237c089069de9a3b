// A saved search: a name and the home search's query string (the public list's filters, as the
// address bar holds them), kept for a signed-in user, listed in their profile and run again with
// one tap. The query keeps only the search's own fields, in one order, and never a page.
import { Result } from '../result'

/** How many searches one person may keep. */
export const MAX_SAVED_SEARCHES = 20
export const MAX_SAVED_SEARCH_NAME = 60
export const MAX_SAVED_SEARCH_QUERY = 1000
const MAX_FIELD_VALUE = 120

/** The public list's filters besides the kind of listing, in the order the home page's address bar writes them. */
export const SEARCH_FILTER_FIELDS = [
  'type',
  'city',
  'locality',
  'state',
  'minPrice',
  'maxPrice',
  'bhk',
  'minArea',
  'maxArea',
  'areaUnit',
  'furnishing',
  'constructionStatus',
  'postedBy',
  'verifiedOnly',
] as const
export type SearchFilterField = (typeof SEARCH_FILTER_FIELDS)[number]

/** The filters and order of the public list (the wave's shared contract), in the order a saved query keeps them. */
export const SAVED_SEARCH_FIELDS = ['listingType', ...SEARCH_FILTER_FIELDS, 'sortBy', 'sortOrder'] as const
export type SavedSearchField = (typeof SAVED_SEARCH_FIELDS)[number]

/** Which page to show is not part of a search: it is run again from the first page. */
const PAGING_FIELDS = new Set(['page', 'limit'])

export const savedSearchMessages = {
  limit: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete one to save another`,
  nameTaken: 'You already have a saved search with this name',
  notFound: 'Saved search not found',
  queryTooLong: `A saved search's query is at most ${MAX_SAVED_SEARCH_QUERY} characters`,
  unknownField: (field: string) => `'${field}' is not a search filter (${SAVED_SEARCH_FIELDS.join(', ')})`,
  repeatedField: (field: string) => `'${field}' is given more than once`,
  badValue: (field: string) => `'${field}' must be plain text of at most ${MAX_FIELD_VALUE} characters`,
} as const

// eslint-disable-next-line no-control-regex -- control and text-direction characters are refused
const PLAIN = /^[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/
const isField = (key: string): key is SavedSearchField => (SAVED_SEARCH_FIELDS as readonly string[]).includes(key)

/**
 * The query string a saved search keeps: the search's fields only (the page dropped), each once,
 * empty ones left out, in SAVED_SEARCH_FIELDS order, so the same search saved twice is the same
 * text. A leading '?' is allowed.
 */
export function normaliseSearchQuery(text: string): Result<string> {
  if (text.length > MAX_SAVED_SEARCH_QUERY) return Result.err(savedSearchMessages.queryTooLong)
  let params: URLSearchParams
  try {
    params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text)
  } catch {
    return Result.err(savedSearchMessages.queryTooLong)
  }
  const values = new Map<SavedSearchField, string>()
  const seen = new Set<string>()
  for (const [key, raw] of params) {
    if (seen.has(key)) return Result.err(savedSearchMessages.repeatedField(key))
    seen.add(key)
    if (PAGING_FIELDS.has(key)) continue
    if (!isField(key)) return Result.err(savedSearchMessages.unknownField(key))
    const value = raw.trim()
    if (value.length > MAX_FIELD_VALUE || !PLAIN.test(value)) return Result.err(savedSearchMessages.badValue(key))
    if (value !== '') values.set(key, value)
  }
  const normal = new URLSearchParams()
  for (const field of SAVED_SEARCH_FIELDS) {
    const value = values.get(field)
    if (value !== undefined) normal.set(field, value)
  }
  return Result.ok(normal.toString())
}
