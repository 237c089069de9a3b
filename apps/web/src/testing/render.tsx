// Renders routes the way the app does (memory router, query client, start-up already done).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { StartupProvider } from '../features/startup/components/startup-provider'

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
}

export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] })
  const queryClient = testQueryClient()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <StartupProvider services={[]}>
        <RouterProvider router={router} />
      </StartupProvider>
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}
