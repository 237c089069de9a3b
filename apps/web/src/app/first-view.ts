// What the server fetches before it renders a page's first view: the same queries (same keys,
// same fetchers) the page asks for when it mounts, so the page renders with its data and the
// browser, handed the cache, asks for nothing again while hydrating. Only public calls: the
// server's requests carry no session, so a page never shows what an anonymous visitor may not see.
import type { QueryClient } from '@tanstack/react-query'
import { isPropertyIdentifier } from '../config/paths'
import { isApiError } from '../lib/api-client'
import { getFeaturedPropertiesQueryOptions } from '../features/listings/api/get-featured-properties'
import { getPublicPropertiesQueryOptions } from '../features/listings/api/get-public-properties'
import { parseListingSearch } from '../features/listings/hooks/use-listing-search'
import { getPublicPropertyQueryOptions } from '../features/property/api/get-public-property'
import { firstViewRoutes } from './router'

export type FirstViewRoute = (typeof firstViewRoutes)[keyof typeof firstViewRoutes]

/** `render`: the server renders the page; `missing`: it answers 404; `client`: it sends the shell for the browser to render. */
export type FirstViewPlan = 'render' | 'missing' | 'client'

const isFirstViewRoute = (id: string | undefined): id is FirstViewRoute => Object.values<string | undefined>(firstViewRoutes).includes(id)

/** Fetches a page's first data into `queryClient` and says how to answer for it. */
export async function prepareFirstView(queryClient: QueryClient, routeId: string | undefined, params: Record<string, string | undefined>, url: URL): Promise<FirstViewPlan> {
  if (!isFirstViewRoute(routeId)) return 'client'
  switch (routeId) {
    case 'home':
      await Promise.all([
        queryClient.prefetchQuery(getPublicPropertiesQueryOptions(parseListingSearch(url.searchParams))),
        queryClient.prefetchQuery(getFeaturedPropertiesQueryOptions()),
      ])
      return 'render'
    case 'property': {
      const { propertyId } = params
      if (!isPropertyIdentifier(propertyId)) return 'missing'
      try {
        await queryClient.fetchQuery(getPublicPropertyQueryOptions(propertyId))
        return 'render'
      } catch (error) {
        // Missing, or not public: the same answer, so a private listing's existence does not show.
        if (isApiError(error) && error.status === 404) return 'missing'
        return 'client'
      }
    }
    case 'map':
    case 'login':
      return 'render'
    case 'not-found':
      return 'missing'
  }
}
