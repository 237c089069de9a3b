import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../testing/fake-api'
import { makeProperty, pageOf } from '../testing/fixtures'
import { renderRoutes } from '../testing/render'
import { collectRoutePaths, routePaths, routes } from './router'

function api() {
  const property = makeProperty({ title: 'Garden villa in Kharar' })
  return fakeApi({
    'GET /api/properties/public': () => ({ body: pageOf([property]) }),
    'GET /api/properties/public/.+': () => ({ body: { success: true, property } }),
    'PATCH /api/properties/.+/views': () => ({ body: { success: true, views: 8 } }),
  })
}

describe('route table', () => {
  it('holds only the routes whose features are built', () => {
    expect([...routePaths].sort()).toEqual([
      '/',
      '/:propertyId',
      '/:propertyId/tools',
      '/:propertyId/tools/edit',
      '/:propertyId/tools/proposals',
      '/:propertyId/tools/rentals',
      '/:propertyId/tools/visits',
      '/Home',
      '/SchemaExplorer',
      '/admin',
      '/admin/dashboard',
      '/admin/deleted-properties',
      '/admin/evaluation/properties',
      '/admin/indexes',
      '/admin/inquiries',
      '/admin/paymentmanager',
      '/admin/plot-requests',
      '/admin/property/:propertyId',
      '/admin/property/:propertyId/tools',
      '/admin/property/:propertyId/tools/edit',
      '/admin/property/:propertyId/tools/proposals',
      '/admin/property/:propertyId/tools/rentals',
      '/admin/property/:propertyId/tools/visits',
      '/admin/property/create',
      '/admin/property/edit/:propertyId',
      '/admin/propertymanager',
      '/admin/user/create',
      '/admin/user/edit/:userId',
      '/admin/usermanager',
      '/create-bid',
      '/create-deal',
      '/create-proposal',
      '/dealer',
      '/deals/:dealId',
      '/list-property',
      '/login',
      '/logout',
      '/map',
      '/notifications',
      '/pay/test/:orderId',
      '/payments/:paymentId',
      '/payments/:paymentId/receipt',
      '/profile',
      '/profile/activity',
      '/profile/offers',
      '/profile/rental-history',
      '/seller',
      '/seller/dashboard',
      '/seller/properties',
      '/seller/properties/:propertyId',
      '/seller/properties/:propertyId/edit',
      '/seller/properties/:propertyId/split',
      '/seller/properties/:propertyId/tools',
      '/seller/properties/:propertyId/tools/edit',
      '/seller/properties/:propertyId/tools/proposals',
      '/seller/properties/:propertyId/tools/rentals',
      '/seller/properties/:propertyId/tools/visits',
      '/seller/properties/merge',
      '/seller/properties/new',
      '/seller/property/create',
      '/shortlist',
      '/shortlist/compare',
      '/trust',
      '/trust/:claim',
    ])
    expect([...collectRoutePaths([{ path: '/seller', children: [{ index: true }, { path: 'dashboard' }] }])]).toEqual(['/seller', '/seller/dashboard'])
  })

  it("redirects an unknown path to / with a dismissible 'Page not found' notice", async () => {
    api()
    const { router } = renderRoutes(routes, '/no/such/page')
    const notice = await screen.findByText('Page not found')
    expect(router.state.location.pathname).toBe('/')
    expect(notice.closest('[role="status"]')).not.toBeNull()
    expect(await screen.findByText('Garden villa in Kharar')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }))
    expect(screen.queryByText('Page not found')).toBeNull()
  })

  it('treats a single segment that is neither a UUID nor a PROP- reference as unknown', async () => {
    api()
    const { router } = renderRoutes(routes, '/not-a-property')
    expect(await screen.findByText('Page not found')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it('sends /Home to / without a message', async () => {
    api()
    const { router } = renderRoutes(routes, '/Home')
    expect(await screen.findByText('Garden villa in Kharar')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.queryByText('Page not found')).toBeNull()
  })

  it('opens the property page for a PROP- reference', async () => {
    const calls = api()
    renderRoutes(routes, '/PROP-MABC12-XY34')
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden villa in Kharar' })).toBeTruthy()
    expect(calls.requests('GET', '/api/properties/public/PROP-MABC12-XY34')).toHaveLength(1)
  })

  it('wraps every page in the header, trust banner, main landmark and footer', async () => {
    api()
    renderRoutes(routes, '/')
    expect(await screen.findByText('Garden villa in Kharar')).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    const banner = screen.getByRole('region', { name: 'Why buyers trust us' })
    expect(banner.textContent).toMatch(/Secure escrow with regulator-approved trustees/i)
    expect(banner.textContent).toMatch(/Registry-certified verified properties/i)
    expect(within(banner).getByText('Lowest commission')).toBeTruthy()
    await waitFor(() => expect(document.title).toBeDefined())
  })
})
