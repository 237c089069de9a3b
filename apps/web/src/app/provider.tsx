import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { AuthProvider } from '../features/auth/components/auth-provider'
import { StartupProvider } from '../features/startup/components/startup-provider'
import { createQueryClient } from '../lib/query-client'
import { ErrorBoundary } from './errors/error-boundary'
import { ShortlistSession } from './shortlist-session'

interface AppProviderProps {
  children: ReactNode
  queryClient?: QueryClient
  /** Rendering on the server, or hydrating what the server rendered (see entry-server.tsx). */
  isServerRendered?: boolean
  /** On the server: whether the request carried the access cookie (the browser reads the cookie itself). */
  hasAccessToken?: boolean
}

export function AppProvider({ children, queryClient, isServerRendered = false, hasAccessToken }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <StartupProvider isServerRendered={isServerRendered}>
          <AuthProvider {...(hasAccessToken === undefined ? {} : { hasAccessToken })}>
            <ShortlistSession>{children}</ShortlistSession>
          </AuthProvider>
        </StartupProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  )
}
