import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { AppProvider } from './provider'
import { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

/** `router`, `queryClient` and `isServerRendered` when hydrating a page the server rendered (main.tsx). */
export function App({ router: given, queryClient, isServerRendered = false }: { router?: AppRouter; queryClient?: QueryClient; isServerRendered?: boolean }) {
  const [router] = useState(() => given ?? createAppRouter())
  return (
    <AppProvider {...(queryClient ? { queryClient } : {})} isServerRendered={isServerRendered}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
