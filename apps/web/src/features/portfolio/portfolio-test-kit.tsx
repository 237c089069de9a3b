// Renders portfolio pages the way the app does (memory router, query client) without the session:
// the pages only call the API, which the fake fetch answers.
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import type { Property, PropertyStatus } from '@vishwas/domain'
import { makeProperty } from '../../testing/fixtures'
import { testQueryClient } from '../../testing/render'
import type { PortfolioSummary } from './api/get-portfolio-summary'
import { DashboardPage } from './components/dashboard-page'
import { PortfolioPage } from './components/portfolio-page'

function Elsewhere() {
  const { pathname } = useLocation()
  return <p data-testid="elsewhere">{pathname}</p>
}

export function renderPortfolio(initialPath = '/seller/properties') {
  const router = createMemoryRouter(
    [
      { path: '/seller/properties', element: <PortfolioPage /> },
      { path: '/seller/dashboard', element: <DashboardPage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [initialPath] },
  )
  const queryClient = testQueryClient()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient, user: userEvent.setup() }
}

/** A property of the seller's with a given status, reference and title. */
export function ownProperty(overrides: { title: string; status?: PropertyStatus; price?: number; city?: string; state?: string; id?: string }): Property {
  const property = makeProperty(overrides)
  return { ...property, basicInfo: { ...property.basicInfo, status: overrides.status ?? 'active' } }
}

export function makeSummary(overrides: Partial<PortfolioSummary> = {}): PortfolioSummary {
  return {
    total: 9,
    byStatus: { draft: 2, active: 4, pending: 1, sold: 1, rented: 0, inactive: 1 },
    byType: { residential: 6, commercial: 2, land: 1 },
    totalListedValue: 23_456_789,
    totalViews: 12_345,
    recentChanges: [
      {
        propertyId: '00000000-0000-4000-8000-0000000000aa',
        reference: 'PROP-MABC12-XY34',
        title: 'Garden villa in Kharar',
        kind: 'price',
        at: '2026-01-05T09:30:00.000Z',
        detail: 'Price changed from ₹45,00,000 to ₹42,00,000',
      },
      {
        propertyId: '00000000-0000-4000-8000-0000000000bb',
        reference: 'PROP-MABC13-ZZ99',
        title: 'Corner plot in Mohali',
        kind: 'created',
        at: '2026-01-04T08:00:00.000Z',
        detail: 'Listed',
      },
    ],
    ...overrides,
  }
}
