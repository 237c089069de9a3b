// The server's render of a page's first view (built by `npm run build` into dist/.ssr, imported
// by the API server's web plugin at start-up). The same route table, providers and queries as
// the browser's; the page's first data comes from the server's own router (the transport), with
// no session, so only what an anonymous visitor may see is ever rendered. The browser hydrates it
// (main.tsx) with the same query cache.
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { prepareFirstView } from './app/first-view'
import { AppProvider } from './app/provider'
import { routes } from './app/router'
import { setApiTransport, type ApiTransport } from './lib/api-client'

/** What the browser needs to hydrate: the query cache the page rendered with. */
export interface FirstViewState {
  queries: DehydratedState
}

export type FirstView =
  /** The page rendered: `html` goes inside #root, `state` beside it for hydration. */
  | { kind: 'rendered'; status: 200; html: string; state: FirstViewState }
  /** Not rendered here: the shell goes out and the browser renders the page (404 for an unknown path or listing). */
  | { kind: 'shell'; status: 200 | 404 }

const handler = createStaticHandler(routes)

/** The API's requests, answered by the server in-process; set once at start-up. */
export function setTransport(transport: ApiTransport): void {
  setApiTransport(transport)
}

async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown
  const stream = await renderToReadableStream(element, {
    // A part that fails on the server is left for the browser; the page is then not rendered here.
    onError(error) {
      failure ??= error
    },
  })
  // The whole page at once: its data is already in the cache, so nothing waits.
  await stream.allReady
  const html = await new Response(stream).text()
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('A part of the page could not be rendered on the server')
  return html
}

/**
 * The first view of `url` (a path with its query), for an anonymous visitor. `hasSession`: the
 * request carried the access cookie; its session is never rendered here, but such a page shows
 * the session as not known yet (as the browser will, reading the same cookie) instead of signed out.
 */
export async function renderFirstView(url: string, { hasSession = false }: { hasSession?: boolean } = {}): Promise<FirstView> {
  const address = new URL(url, 'http://localhost')
  const context = await handler.query(new Request(address))
  // A redirect (none today: redirects are elements) goes to the browser as it does without a render.
  if (context instanceof Response) return { kind: 'shell', status: 200 }
  const leaf = context.matches.at(-1)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
  const plan = await prepareFirstView(queryClient, leaf?.route.id, leaf?.params ?? {}, address)
  if (plan !== 'render') return { kind: 'shell', status: plan === 'missing' ? 404 : 200 }
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = await renderToHtml(
    <AppProvider queryClient={queryClient} isServerRendered hasAccessToken={hasSession}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  )
  return { kind: 'rendered', status: 200, html, state: { queries: dehydrate(queryClient) } }
}
