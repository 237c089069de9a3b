import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react'
import { getHealthQueryOptions } from '../api/get-health'
import { getSchemasQueryOptions } from '../../../lib/schema-api'
import { runStartup, type StartupService, type StartupState } from '../startup-runner'

const StartupContext = createContext<StartupState | null>(null)

interface StartupProviderProps {
  children: ReactNode
  /** Services to initialise; by default the data schemas and the property service. */
  services?: readonly StartupService[]
  /**
   * The page came rendered from the server, which reached the services to render it: the gate
   * starts open (on the server and while hydrating, so both render the same), and the checks run
   * in the background without closing it again.
   */
  isServerRendered?: boolean
}

function defaultServices(queryClient: QueryClient): readonly StartupService[] {
  return [
    // fetchQuery caches the schemas for the pages that render from them.
    { name: 'schemas', init: () => queryClient.fetchQuery({ ...getSchemasQueryOptions(), retry: false }) },
    { name: 'property service', init: () => queryClient.fetchQuery({ ...getHealthQueryOptions(), retry: false, staleTime: 0 }) },
  ]
}

const isClosed = (phase: StartupState['phase']) => phase === 'waiting' || phase === 'initialising'

export function StartupProvider({ children, services, isServerRendered = false }: StartupProviderProps) {
  const queryClient = useQueryClient()
  const [active] = useState(() => services ?? defaultServices(queryClient))
  const [state, setState] = useState<StartupState>({ phase: isServerRendered ? 'ready' : 'waiting', services: {} })

  // As transitions: opening the gate renders the whole page, which then yields to the browser
  // every few milliseconds instead of running as one long task.
  useEffect(
    () =>
      runStartup(active, (next) => {
        if (isServerRendered && isClosed(next.phase)) return
        startTransition(() => setState(next))
      }),
    [active, isServerRendered],
  )

  return <StartupContext value={state}>{children}</StartupContext>
}

export function useStartupState(): StartupState {
  const state = use(StartupContext)
  if (!state) throw new Error('useStartupState must be used inside StartupProvider')
  return state
}
