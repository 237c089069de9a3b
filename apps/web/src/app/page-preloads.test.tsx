// The preload list must name what the pages really load and ask for first: a preload that does
// not match the request the app makes is downloaded twice.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { matchRoutes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { StartupProvider } from '../features/startup/components/startup-provider'
import { fakeApi } from '../testing/fake-api'
import { makeProperty, pageOf } from '../testing/fixtures'
import { renderRoutes, testQueryClient } from '../testing/render'
import { pagePreloads, startupFetches, type PagePreload } from './page-preloads'
import { routes } from './router'

const UUID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b'

function preloadFor(target: string): { entry: PagePreload; groups: Record<string, string> } | undefined {
  for (const entry of pagePreloads) {
    const match = new RegExp(entry.pattern, 'i').exec(target)
    if (match) return { entry, groups: match.groups ?? {} }
  }
  return undefined
}

/** The page component the router loads lazily for a path. */
async function lazyComponentFor(path: string): Promise<ComponentType | undefined> {
  const matched = matchRoutes(routes, path) ?? []
  const lazy = matched.map((m) => m.route.lazy).findLast((value) => typeof value === 'function')
  const loaded = (await lazy?.()) as { Component?: ComponentType } | undefined
  return loaded?.Component
}

function listingsApi() {
  const property = makeProperty({ title: 'Garden villa in Kharar' })
  return fakeApi({
    'GET /api/properties/public': () => ({ body: pageOf([property]) }),
    'GET /api/properties/public/.+': () => ({ body: { success: true, property } }),
    'PATCH /api/properties/.+/views': () => ({ body: { success: true, views: 8 } }),
  })
}

const requested = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.method === 'GET' && c.url.pathname === path).map((c) => c.url.pathname + c.url.search)

describe('page preloads', () => {
  it.each(['/', '/?city=Mohali', '/login', '/Login?next=%2Fprofile', '/map', '/map?lat=28.6&lng=77.2&zoom=12', '/SchemaExplorer', '/PROP-MABC12-XY34', `/${UUID}`])(
    'name the route module the router loads for %s',
    async (path) => {
      const preload = preloadFor(path)
      expect(preload).toBeDefined()
      const module = (await import(/* @vite-ignore */ `../../${preload!.entry.module}`)) as { default: ComponentType }
      expect(await lazyComponentFor(path.split('?')[0]!)).toBe(module.default)
    },
  )

  it('leave out paths that are not pages of their own', () => {
    for (const path of ['/not-a-property', '/profile', '/seller/dashboard', '/PROP-MABC12-XY34/tools', '/login/extra']) {
      expect(preloadFor(path), path).toBeUndefined()
    }
  })

  it('name the start-up requests the gate makes', async () => {
    vi.useFakeTimers({ now: 0 })
    const api = fakeApi({
      'GET /api/schemas': () => ({ body: { success: true, schemas: { property: {} } } }),
      'GET /api/health': () => ({ body: { success: true, status: 'ok', database: 'pglite', version: '0.1.0' } }),
    })
    render(
      <QueryClientProvider client={testQueryClient()}>
        <StartupProvider>
          <p>Main content</p>
        </StartupProvider>
      </QueryClientProvider>,
    )
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(api.calls.map((c) => c.url.pathname + c.url.search)).toEqual(startupFetches)
  })

  it("name the home page's first list request, without a query string only", async () => {
    const api = listingsApi()
    renderRoutes(routes, '/')
    expect(await screen.findByText('Garden villa in Kharar')).toBeTruthy()
    expect(requested(api, '/api/properties/public')[0]).toBe(preloadFor('/')!.entry.fetches![0])
    expect(preloadFor('/?city=Mohali')!.entry.fetches ?? []).toEqual([])
  })

  it("name the property page's request for its listing", async () => {
    const api = listingsApi()
    renderRoutes(routes, '/PROP-MABC12-XY34')
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden villa in Kharar' })).toBeTruthy()
    const { entry, groups } = preloadFor('/PROP-MABC12-XY34')!
    const fetches = entry.fetches!.map((href) => href.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(groups[name]!)))
    expect(requested(api, '/api/properties/public/PROP-MABC12-XY34')).toEqual(fetches)
  })
})
