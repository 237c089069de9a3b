import type { QueryClient } from '@tanstack/react-query'
import { myPropertiesKey } from './get-my-properties'

/**
 * After a write (import, batch update) the portfolio, the dashboard's figures and any other view
 * of a property may be stale. Their keys all start with 'properties': each is refetched when next shown.
 */
export function invalidateProperties(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [myPropertiesKey[0]] })
}
