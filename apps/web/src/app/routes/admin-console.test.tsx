import { screen, waitFor, within } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '@vishwas/domain'
import { clearAccessCookie, signedInApi, userRecord } from '../../features/auth/test-support'
import { fakeApi } from '../../testing/fake-api'
import { renderRoutes } from '../../testing/render'
import { AdminLayout, adminNavItems } from '../layout/admin-nav'
import { routes } from '../router'

afterEach(clearAccessCookie)

const admin = userRecord({ roles: { isAdmin: true, isSeller: false, isDealer: false } })
const emptyList = { body: { success: true, properties: [], featured: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } } }

describe('the admin console', () => {
  it('frames every admin page with the admin navigation, the current page marked', async () => {
    fakeApi({ ...signedInApi(admin), 'GET /api/admin/properties': () => emptyList })
    renderRoutes(routes, '/admin/propertymanager')
    const nav = await screen.findByRole('navigation', { name: 'Admin' })
    const properties = within(nav).getByRole('link', { name: 'Properties' })
    expect(properties.getAttribute('aria-current')).toBe('page')
    for (const [label, href] of [
      ['Inquiries', '/admin/inquiries'],
      ['Indexes', '/admin/indexes'],
      ['Splits and merges', '/admin/plot-requests'],
      ['Deleted properties', '/admin/deleted-properties'],
    ]) {
      expect(within(nav).getByRole('link', { name: label }).getAttribute('href')).toBe(href)
    }
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toBeTruthy()
  })

  it('refuses a seller with the admin message', async () => {
    fakeApi({ ...signedInApi(userRecord({ roles: { isAdmin: false, isSeller: true, isDealer: false } })), 'GET /api/properties/public': () => ({ body: { success: true, properties: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } } }) })
    const { router } = renderRoutes(routes, '/admin/indexes')
    expect(await screen.findByText(messages.adminPrivilegesRequired)).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull()
  })

  it('sends /admin to the dashboard', async () => {
    // The dashboard is its own page: here a stand-in, so the redirect is seen on its own.
    const find = (list: readonly RouteObject[]): RouteObject | undefined => {
      for (const route of list) {
        if (route.path === '/admin') return route
        const found = find(route.children ?? [])
        if (found) return found
      }
      return undefined
    }
    fakeApi({})
    const { router } = renderRoutes([{ path: '/admin', element: find(routes)?.element }, { path: '/admin/dashboard', element: <p>Dashboard</p> }], '/admin')
    expect(await screen.findByText('Dashboard')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/admin/dashboard')
  })

  it('lists only the admin pages that are built', () => {
    const built = new Set(['/admin/propertymanager', '/admin/indexes'])
    fakeApi({})
    renderRoutes([{ path: '/admin/indexes', element: <AdminLayout isBuilt={(path) => built.has(path)} />, children: [{ index: true, element: <p>Indexes page</p> }] }], '/admin/indexes')
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Properties', 'Indexes'])
    expect(screen.getByText('Indexes page')).toBeTruthy()
    expect(adminNavItems.map((item) => item.label)).toEqual(['Dashboard', 'Users', 'Properties', 'Inquiries', 'Payments', 'Indexes', 'Evaluation', 'Splits and merges', 'Deleted properties', 'Jobs'])
  })
})
