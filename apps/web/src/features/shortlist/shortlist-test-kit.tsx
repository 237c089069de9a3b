// Renders a shortlist page or heart as the app does: the shortlist provider for a signed-in user
// (userId) or a visitor (null), inside a memory router and a fresh query client.
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router'
import { testQueryClient } from '../../testing/render'
import { ShortlistProvider } from './components/shortlist-provider'

export function renderShortlist(routes: RouteObject[], options: { path?: string; userId?: string | null } = {}) {
  const queryClient = testQueryClient()
  let setUser: (userId: string | null | undefined) => void = () => {}
  function Session({ children }: { children: ReactNode }) {
    const [userId, set] = useState<string | null | undefined>(options.userId ?? null)
    setUser = set
    return <ShortlistProvider userId={userId}>{children}</ShortlistProvider>
  }
  const router = createMemoryRouter([{ element: <Outlet />, children: routes }], { initialEntries: [options.path ?? '/'] })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Session>
        <RouterProvider router={router} />
      </Session>
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient, signIn: (userId: string) => setUser(userId) }
}
