import { hydrate } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { installGlobalErrorHandlers } from './app/errors/global-error-handlers'
import { createAppRouter, resolveLazyRoutes } from './app/router'
import type { FirstViewState } from './entry-server'
import { createQueryClient } from './lib/query-client'
import './index.css'

/** Where the server puts what the page it rendered was rendered with (apps/server/src/plugins/web.ts). */
const FIRST_VIEW_STATE_ID = 'first-view-state'

installGlobalErrorHandlers()

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const stateElement = document.getElementById(FIRST_VIEW_STATE_ID)

if (stateElement) {
  // The server rendered this page: load its route's module first, hand the query cache its
  // data, and hydrate, so the first render here is the server's HTML exactly.
  const state = JSON.parse(stateElement.textContent || '{}') as FirstViewState
  const queryClient = createQueryClient()
  hydrate(queryClient, state.queries)
  // The route's modules are evaluated in a task of their own: this module's graph (React and the
  // app's frame) and the page's (its features and their rules) in one task kept a slow phone
  // from answering a tap for 180 ms.
  void nextTask()
    .then(() => resolveLazyRoutes(window.location))
    .then(() => {
      const router = createAppRouter()
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App router={router} queryClient={queryClient} isServerRendered />
          </StrictMode>,
        )
      })
    })
} else {
  const root = createRoot(container)
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // building the first screen in one long task, so the page answers input while it starts.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}
