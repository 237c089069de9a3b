import { render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ActivityList } from './activity-list'

const item = (over: Record<string, unknown>) => ({
  kind: 'proposal',
  id: 'p1',
  propertyId: 'prop-1',
  propertyTitle: '3 BHK in Sector 70',
  propertyReference: 'PROP-1',
  status: 'countered',
  amountPaise: 80_00_000_00,
  updatedAt: '2026-11-20T10:00:00.000Z',
  link: '/profile/offers',
  ...over,
})

function renderAt(url: string, answer: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })))
  vi.stubGlobal('fetch', fetchMock)
  const router = createMemoryRouter([{ path: '/profile/activity', element: <ActivityList /> }], { initialEntries: [url] })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('ActivityList', () => {
  it('shows each item with its kind, listing, amount and status, linked to where it is handled', async () => {
    renderAt('/profile/activity', {
      success: true,
      activity: [item({}), item({ kind: 'deal', id: 'd1', status: 'draft', link: '/deals/d1' }), item({ kind: 'inquiry', id: 'i1', status: 'new', amountPaise: null, propertyTitle: null, link: '/profile/activity?inquiry=i1' })],
      pagination: { page: 1, limit: 20, total: 3, pages: 1 },
    })
    const rows = await screen.findAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(within(rows[0]!).getByText('Offer')).toBeTruthy()
    expect(within(rows[0]!).getByRole('link', { name: '3 BHK in Sector 70' }).getAttribute('href')).toBe('/profile/offers')
    expect(within(rows[0]!).getByText(/₹80,00,000/)).toBeTruthy()
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/deals/d1')
    expect(within(rows[2]!).getByRole('link', { name: 'A listing no longer shown' })).toBeTruthy()
  })

  it('asks for the kind and page in the address, and says when there is nothing', async () => {
    const fetchMock = renderAt('/profile/activity?kind=bid&page=2', { success: true, activity: [], pagination: { page: 2, limit: 20, total: 0, pages: 0 } })
    expect(await screen.findByText(/Nothing yet/)).toBeTruthy()
    const url = String((fetchMock.mock.calls[0] as unknown[])[0])
    expect(url).toContain('/api/users/me/activity')
    expect(url).toContain('kind=bid')
    expect(url).toContain('page=2')
    expect(screen.getByRole('link', { name: 'Bid' }).getAttribute('aria-current')).toBe('page')
  })
})
