// Renders routes the way the app does (memory router, query client, session, start-up already done).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { AuthProvider } from '../features/auth/components/auth-provider'
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
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </StartupProvider>
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}
