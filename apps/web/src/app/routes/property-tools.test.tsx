// The property tools and seller property routes as the app's route table wires them: guards,
// the `tools/edit` shortcut on all three tools paths, and where refused visitors land.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messages, type Property } from '@vishwas/domain'
import { clearAccessCookie, signedInApi, userRecord } from '../../features/auth/test-support'
import { fakeApi } from '../../testing/fake-api'
import { makeProperty, pageOf } from '../../testing/fixtures'
import { renderRoutes } from '../../testing/render'
import { routes } from '../router'

const ID = '33333333-4444-4555-8666-777777777777'
const base = makeProperty({ id: ID, title: 'Farmhouse near Zirakpur' })
const property: Property = { ...base, ownership: { ownerId: 'did-owner', owners: [{ userId: 'did-owner', name: 'Owner', share: 100 }] } }

function signIn(did: string, roles: { isAdmin?: boolean; isSeller?: boolean; isDealer?: boolean }, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...more,
    ...signedInApi(userRecord({ id: did, uid: `uid-${did}`, roles: { isAdmin: false, isSeller: false, isDealer: false, ...roles } })),
    'GET /api/properties/public/.+': () => ({ body: { success: true, property } }),
    'PATCH /api/properties/.+/views': () => ({ body: { success: true, views: 8 } }),
    'GET /api/properties': () => ({ body: pageOf([]) }),
    'GET /api/properties/[^/]+': () => ({ body: { success: true, property } }),
    'DELETE /api/properties/[^/]+': () => ({ body: { success: true, message: 'Property deleted' } }),
    'GET /api/rental-applications': () => ({ body: { success: true, applications: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } } }),
    'GET /api/rentals': () => ({ body: { success: true, rentals: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } } }),
  })
}

// Transform the lazy pages once up front: on a busy machine the first lazy load of each can
// outlast a single assertion's wait.
beforeAll(async () => {
  await Promise.all([import('./property-tools'), import('./seller-property'), import('./property'), import('./home'), import('./login'), import('./seller-properties')])
}, 60_000)

afterEach(() => clearAccessCookie())

describe('property tools routes', () => {
  it.each([
    ['public', `/${ID}/tools/edit`, `/${ID}/tools`, { isSeller: true }],
    ['seller', `/seller/properties/${ID}/tools/edit`, `/seller/properties/${ID}/tools`, { isSeller: true }],
    ['admin', `/admin/property/${ID}/tools/edit`, `/admin/property/${ID}/tools`, { isAdmin: true }],
  ])('%s: tools/edit opens the tools page at section=edit-property', async (_area, from, to, roles) => {
    signIn('did-owner', roles)
    const { router } = renderRoutes(routes, from)
    expect(await screen.findByRole('form', { name: 'Edit property' })).toBeTruthy()
    expect(router.state.location.pathname).toBe(to)
    expect(router.state.location.search).toBe('?section=edit-property')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it.each([
    ['public', `/${ID}/tools/rentals`, `/${ID}/tools`, { isSeller: true }],
    ['seller', `/seller/properties/${ID}/tools/rentals`, `/seller/properties/${ID}/tools`, { isSeller: true }],
    ['admin', `/admin/property/${ID}/tools/rentals`, `/admin/property/${ID}/tools`, { isAdmin: true }],
  ])('%s: tools/rentals opens the tools page at section=rentals', async (_area, from, to, roles) => {
    signIn('did-owner', roles)
    const { router } = renderRoutes(routes, from)
    expect(await screen.findByText('No one has applied to rent this property yet.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Rentals' })).toBeTruthy()
    expect(router.state.location.pathname).toBe(to)
    expect(router.state.location.search).toBe('?section=rentals')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it.each([
    ['public', `/${ID}/tools/visits`, `/${ID}/tools`, { isSeller: true }],
    ['seller', `/seller/properties/${ID}/tools/visits`, `/seller/properties/${ID}/tools`, { isSeller: true }],
    ['admin', `/admin/property/${ID}/tools/visits`, `/admin/property/${ID}/tools`, { isAdmin: true }],
  ])('%s: tools/visits opens the tools page at its visits calendar', async (_area, from, to, roles) => {
    signIn('did-owner', roles, { 'GET /api/visits': () => ({ body: { success: true, visits: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } } }) })
    const { router } = renderRoutes(routes, from)
    expect(await screen.findByRole('heading', { name: 'Site visits' })).toBeTruthy()
    expect(await screen.findByText('No visits booked yet.')).toBeTruthy()
    expect(router.state.location.pathname).toBe(to)
    expect(router.state.location.search).toBe('?section=visits')
  })

  it.each([
    ['public', `/${ID}/tools`],
    ['seller', `/seller/properties/${ID}/tools?section=edit-property`],
  ])("%s: a seller who is not an owner lands on the property page with SPEC's message", async (_area, from) => {
    signIn('did-stranger', { isSeller: true })
    const { router } = renderRoutes(routes, from)
    expect(await screen.findByText("You don't have permission to access property management tools")).toBeTruthy()
    expect(router.state.location.pathname).toBe(`/${ID}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmhouse near Zirakpur' })).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Edit property' })).toBeNull()
  })

  it('admin: the admin tools path is for admins only', async () => {
    signIn('did-owner', { isSeller: true })
    const { router } = renderRoutes(routes, `/admin/property/${ID}/tools`)
    expect(await screen.findByText(messages.adminPrivilegesRequired)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it('sends signed-out visitors to /login', async () => {
    fakeApi({ 'GET /api/properties/public': () => ({ body: { success: true, properties: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } } }) })
    const { router } = renderRoutes(routes, `/${ID}/tools`)
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
  })

  it("leaves a first segment that is not a property to 'Page not found'", async () => {
    signIn('did-owner', { isSeller: true })
    const { router } = renderRoutes(routes, '/profile-settings/tools')
    expect(await screen.findByText('Page not found')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it("opens the seller's view of one property", async () => {
    signIn('did-owner', { isSeller: true })
    renderRoutes(routes, `/seller/properties/${ID}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmhouse near Zirakpur' })).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Owners' })).getByText('You')).toBeTruthy()
  })

  it('lands on My Portfolio with a notice after deleting', async () => {
    const api = signIn('did-owner', { isSeller: true })
    const { router } = renderRoutes(routes, `/seller/properties/${ID}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete property' }))
    expect(await screen.findByText(`Property deleted: Farmhouse near Zirakpur (${property.reference})`)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/seller/properties')
    expect(api.requests('DELETE', `/api/properties/${property.reference}`)).toHaveLength(1)
  })
})
