import { screen, waitFor } from '@testing-library/react'
import { useLocation, type RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages, type AccessProperty } from '@vishwas/domain'
import { ApiError } from '../../../lib/api-client'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { clearAccessCookie, setAccessCookie, makeToken, signedInApi, userRecord } from '../test-support'
import { RequireAdmin, RequireSeller } from './role-guards'
import { RequireAuth } from './require-auth'
import { RequirePropertyAccess } from './require-property-access'

/** Where a guard sent the visitor, and what it handed over. */
function Landing({ name }: { name: string }) {
  const { pathname, search, state } = useLocation()
  const { message, reason } = (state ?? {}) as { message?: string; reason?: string }
  const from = new URLSearchParams(search).get('from')
  return (
    <p data-testid="landing">
      {[name, pathname, reason, message, from].filter(Boolean).join(' | ')}
    </p>
  )
}

const owned: AccessProperty = { ownership: { ownerId: 'did-asha', owners: [] } }
const dealt: AccessProperty = { dealerInfo: { currentDealer: { userId: 'did-dealer' } } }
const missing = new ApiError({ message: messages.propertyNotFound, status: 404, code: 'NOT_FOUND' })
const loadProperty = vi.fn(
  (id: string): Promise<AccessProperty> =>
    id === 'broken'
      ? Promise.reject(new Error('Server down'))
      : id === 'PROP-GONE'
        ? Promise.reject(missing)
        : Promise.resolve(id.endsWith('mine') ? owned : id.endsWith('dealt') ? dealt : {}),
)
const tools = <RequirePropertyAccess loadProperty={loadProperty} />

const routes: RouteObject[] = [
  { path: '/', element: <Landing name="home" /> },
  { path: '/login', element: <Landing name="login" /> },
  { element: <RequireAuth />, children: [{ path: '/private', element: <p>Private page</p> }] },
  { element: <RequireSeller />, children: [{ path: '/seller/dashboard', element: <p>Seller dashboard</p> }] },
  { element: <RequireAdmin />, children: [{ path: '/admin/dashboard', element: <p>Admin dashboard</p> }] },
  { path: '/:propertyId', element: <Landing name="property" /> },
  { element: tools, children: [{ path: '/:propertyId/tools', element: <p>Property tools</p> }] },
  { element: tools, children: [{ path: '/seller/properties/:propertyId/tools', element: <p>Property tools</p> }] },
  { element: tools, children: [{ path: '/admin/property/:propertyId/tools', element: <p>Property tools</p> }] },
]

const landing = () => screen.findByTestId('landing').then((el) => el.textContent)
const asUser = (roles: Record<string, boolean> = {}) => signedInApi(userRecord({ roles: { isAdmin: false, isSeller: false, isDealer: false, ...roles } }))
const serverError = () => ({ status: 500, body: { success: false, message: 'Server error', code: 'INTERNAL' } })

afterEach(() => {
  clearAccessCookie()
  loadProperty.mockClear()
})

describe('RequireAuth', () => {
  it('shows a loading indicator while auth loads', () => {
    setAccessCookie(makeToken())
    fakeApi({ 'GET /api/auth/validate': () => new Promise(() => {}) })
    renderRoutes(routes, '/private')
    expect(screen.getByRole('status').textContent).toBe('Loading...')
  })

  it('sends signed-out visitors to /login, remembering the page', async () => {
    fakeApi({})
    const { router } = renderRoutes(routes, '/private?tab=2')
    expect(await landing()).toBe('login | /login | /private?tab=2')
    expect(router.state.location.pathname).toBe('/login')
  })

  it('lets signed-in users in', async () => {
    fakeApi(asUser())
    renderRoutes(routes, '/private')
    expect(await screen.findByText('Private page')).toBeTruthy()
  })
})

describe('RequireSeller', () => {
  it('lets sellers in', async () => {
    fakeApi(asUser({ isSeller: true }))
    renderRoutes(routes, '/seller/dashboard')
    expect(await screen.findByText('Seller dashboard')).toBeTruthy()
  })

  it("sends others home with SPEC's reason and message", async () => {
    fakeApi(asUser({ isDealer: true }))
    renderRoutes(routes, '/seller/dashboard')
    expect(await landing()).toBe(`home | / | ${messages.sellerAccessDeniedReason} | ${messages.sellerPrivilegesRequired}`)
    expect(messages.sellerAccessDeniedReason).toBe('Access denied - Seller privileges required')
    expect(messages.sellerPrivilegesRequired).toBe('You need seller privileges to access this page')
  })

  it("lets in a member of a dealer's team, who works the dealer's listings", async () => {
    fakeApi({ ...asUser(), 'GET /api/users/me/teams': () => ({ body: { success: true, teams: [{ teamId: 't1', name: 'Gill', dealerId: 'did-dealer', dealerName: 'Gill', role: 'agent', joinedAt: '2026-11-20T10:00:00.000Z' }] } }) })
    renderRoutes(routes, '/seller/dashboard')
    expect(await screen.findByText('Seller dashboard')).toBeTruthy()
  })

  it('fetches the profile by user id when the details are missing, then decides', async () => {
    const calls = fakeApi({
      ...asUser(),
      'GET /api/users/me': serverError,
      'GET /api/users/did-asha': () => ({ body: { success: true, user: userRecord({ roles: { isSeller: true } }) } }),
    })
    renderRoutes(routes, '/seller/dashboard')
    expect(await screen.findByText('Seller dashboard')).toBeTruthy()
    expect(calls.requests('GET', '/api/users/did-asha')).toHaveLength(1)
  })

  it('says there was a problem when the check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeApi({ ...asUser({ isSeller: true }), 'GET /api/users/me': serverError, 'GET /api/users/did-asha': serverError })
    renderRoutes(routes, '/seller/dashboard')
    expect(await landing()).toBe('home | / | There was a problem verifying your seller privileges')
  })

  it('sends signed-out visitors to /login', async () => {
    fakeApi({})
    renderRoutes(routes, '/seller/dashboard')
    expect(await landing()).toBe('login | /login | /seller/dashboard')
  })
})

describe('RequireAdmin', () => {
  it('lets admins in and sends others home', async () => {
    fakeApi(asUser({ isAdmin: true }))
    const first = renderRoutes(routes, '/admin/dashboard')
    expect(await screen.findByText('Admin dashboard')).toBeTruthy()
    first.unmount()
    clearAccessCookie()
    fakeApi(asUser({ isSeller: true }))
    renderRoutes(routes, '/admin/dashboard')
    expect(await landing()).toBe('home | / | You need admin privileges to access this page')
  })

  it('says there was a problem when the check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeApi({ ...asUser(), 'GET /api/users/me': serverError, 'GET /api/users/did-asha': serverError })
    renderRoutes(routes, '/admin/dashboard')
    expect(await landing()).toBe('home | / | There was a problem verifying your admin privileges')
  })
})

describe('RequirePropertyAccess', () => {
  it('lets an owner in, reading the property id from the first segment', async () => {
    fakeApi(asUser())
    renderRoutes(routes, '/PROP-1-mine/tools')
    expect(await screen.findByText('Property tools')).toBeTruthy()
    expect(loadProperty).toHaveBeenCalledWith('PROP-1-mine', expect.any(AbortSignal))
  })

  it.each([
    ['/seller/properties/PROP-2-mine/tools', 'PROP-2-mine'],
    ['/admin/property/PROP-3-mine/tools', 'PROP-3-mine'],
  ])('reads the 4th segment on seller and admin paths: %s', async (path, id) => {
    fakeApi(asUser({ isSeller: true }))
    renderRoutes(routes, path)
    expect(await screen.findByText('Property tools')).toBeTruthy()
    expect(loadProperty).toHaveBeenCalledWith(id, expect.any(AbortSignal))
  })

  it('lets admins and dealers in without reading the property', async () => {
    fakeApi(asUser({ isAdmin: true }))
    renderRoutes(routes, '/PROP-4/tools')
    expect(await screen.findByText('Property tools')).toBeTruthy()
    expect(loadProperty).not.toHaveBeenCalled()
  })

  it('sends others to the property page with the denial', async () => {
    fakeApi(asUser({ isSeller: true }))
    renderRoutes(routes, '/PROP-5/tools')
    expect(await landing()).toBe("property | /PROP-5 | You don't have permission to access property management tools")
  })

  it.each([
    ['agent', 'Property tools'],
    ['viewer', "property | /PROP-6-dealt | You don't have permission to access property management tools"],
  ])("lets an admin or agent of the listing's dealer's team in (a %s)", async (role, shown) => {
    fakeApi({
      ...asUser(),
      'GET /api/users/me/teams': () => ({ body: { success: true, teams: [{ teamId: 't1', name: 'Gill', dealerId: 'did-dealer', dealerName: 'Gill', role, joinedAt: '2026-11-20T10:00:00.000Z' }] } }),
    })
    renderRoutes(routes, '/PROP-6-dealt/tools')
    expect(role === 'agent' ? (await screen.findByText('Property tools')).textContent : await landing()).toBe(shown)
  })

  it("lets the page say 'Property not found' when there is no such property", async () => {
    fakeApi(asUser({ isSeller: true }))
    renderRoutes(routes, '/seller/properties/PROP-GONE/tools')
    expect(await screen.findByText('Property tools')).toBeTruthy()
  })

  it("says 'Error verifying property access' when the check fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeApi(asUser())
    renderRoutes(routes, '/broken/tools')
    expect(await landing()).toBe('property | /broken | Error verifying property access')
    await waitFor(() => expect(loadProperty).toHaveBeenCalledTimes(1))
  })
})
