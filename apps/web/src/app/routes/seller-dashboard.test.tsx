// The seller dashboard and portfolio routes as the app's route table wires them: the /seller
// redirect, the seller guard, and where refused visitors land.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@vishwas/domain'
import { clearAccessCookie, signedInApi, userRecord } from '../../features/auth/test-support'
import { fakeApi } from '../../testing/fake-api'
import { pageOf } from '../../testing/fixtures'
import { renderRoutes } from '../../testing/render'
import { routes } from '../router'

const summary = { total: 0, byStatus: { draft: 0, active: 0, pending: 0, sold: 0, rented: 0, inactive: 0 }, byType: {}, totalListedValue: 0, totalViews: 0, recentChanges: [] }

function signIn(roles: { isAdmin?: boolean; isSeller?: boolean; isDealer?: boolean }) {
  return fakeApi({
    ...signedInApi(userRecord({ roles: { isAdmin: false, isSeller: false, isDealer: false, ...roles } })),
    'GET /api/properties/public': () => ({ body: pageOf([]) }),
    'GET /api/properties/summary': () => ({ body: { success: true, summary } }),
    'GET /api/properties': () => ({ body: pageOf([]) }),
  })
}

// Transform the lazy pages once up front: on a busy machine the first lazy load can outlast an assertion's wait.
beforeAll(async () => {
  await Promise.all([import('./seller-dashboard'), import('./seller-properties'), import('./home'), import('./login')])
}, 60_000)

afterEach(() => clearAccessCookie())

describe('seller routes', () => {
  it('sends /seller to the dashboard', async () => {
    signIn({ isSeller: true })
    const { router } = renderRoutes(routes, '/seller')
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller dashboard' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/seller/dashboard')
  })

  it('opens My Portfolio at /seller/properties', async () => {
    const calls = signIn({ isSeller: true })
    renderRoutes(routes, '/seller/properties?status=draft')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Portfolio' })).toBeTruthy()
    await waitFor(() => expect(calls.requests('GET', '/api/properties').at(-1)?.url.searchParams.get('status')).toBe('draft'))
  })

  it("sends a signed-in user without the seller role home with SPEC's reason and message", async () => {
    const calls = signIn({ isDealer: true })
    const { router } = renderRoutes(routes, '/seller/properties')
    expect(await screen.findByText(messages.sellerPrivilegesRequired)).toBeTruthy()
    expect(screen.getByText('Access denied - Seller privileges required')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expect(calls.requests('GET', '/api/properties')).toHaveLength(0)
  })

  it('sends a signed-out visitor to sign in', async () => {
    fakeApi({ 'GET /api/properties/public': () => ({ body: pageOf([]) }) })
    const { router } = renderRoutes(routes, '/seller/dashboard')
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
  })
})
