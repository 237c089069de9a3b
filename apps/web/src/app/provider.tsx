import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { AuthProvider } from '../features/auth/components/auth-provider'
import { StartupProvider } from '../features/startup/components/startup-provider'
import { createQueryClient } from '../lib/query-client'
import { ErrorBoundary } from './errors/error-boundary'
import { ShortlistSession } from './shortlist-session'

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <StartupProvider>
          <AuthProvider>
            <ShortlistSession>{children}</ShortlistSession>
          </AuthProvider>
        </StartupProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  )
}
