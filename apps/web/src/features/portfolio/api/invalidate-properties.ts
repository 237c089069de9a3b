import type { QueryClient } from '@tanstack/react-query'
import { myPropertiesKey } from './get-my-properties'
import { portfolioSummaryKey } from './get-portfolio-summary'

/**
 * After a write (import, batch update) the portfolio, the dashboard's figures and any other view
 * of a property may be stale: every query under 'properties' is refetched when next shown.
 */
export function invalidateProperties(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === myPropertiesKey[0] || queryKey[0] === portfolioSummaryKey[0],
  })
}
