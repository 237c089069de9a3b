import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '@vishwas/domain'
import { RequirePropertyAccess } from '../../features/auth/components/require-property-access'
import { RequireSeller } from '../../features/auth/components/role-guards'
import { clearAccessCookie, signedInApi, userRecord } from '../../features/auth/test-support'
import { fakeApi } from '../../testing/fake-api'
import { renderRoutes } from '../../testing/render'
import { routes } from '../router'
import { FlashNotice } from './flash-notice'

afterEach(clearAccessCookie)

describe('account routes', () => {
  it('sends a signed-out visitor from /profile to /login', async () => {
    fakeApi({})
    const { router } = renderRoutes(routes, '/profile')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('?from=%2Fprofile')
  })

  it('lets a signed-in user edit the profile, and the header follows the new name', async () => {
    const user = userRecord({ roles: { isAdmin: false, isSeller: true, isDealer: false } })
    fakeApi({
      ...signedInApi(user),
      'GET /api/users/did-asha': () => ({ body: { success: true, user } }),
      'PUT /api/users/did-asha': ({ body }) => ({ body: { success: true, user: { ...user, ...(body as object) } } }),
    })
    renderRoutes(routes, '/profile')
    const name = await screen.findByLabelText('Full name')
    const events = userEvent.setup()
    await events.clear(name)
    await events.type(name, 'Asha Rani')
    await events.click(screen.getByRole('button', { name: 'Save changes' }))
    const header = screen.getByRole('banner')
    await waitFor(() => expect(within(header).getByRole('button', { name: /^Profile:/ }).textContent).toContain('Asha Rani'))
    expect(within(header).getByRole('button', { name: /^Profile:/ }).textContent).toContain('Seller')
  })

  it('shows the footer Login and Profile links now that their pages exist', async () => {
    fakeApi({ 'GET /api/properties/public': () => ({ body: { success: true, properties: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } } }) })
    renderRoutes(routes, '/')
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }))
    expect(footer.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login')
    expect(footer.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile')
  })
})

describe('denials on the landing page', () => {
  const guarded = [
    { path: '/', element: <FlashNotice /> },
    { path: '/:propertyId', element: <FlashNotice /> },
    { element: <RequireSeller />, children: [{ path: '/seller/dashboard', element: <p>Dashboard</p> }] },
    { element: <RequirePropertyAccess loadProperty={() => Promise.resolve({})} />, children: [{ path: '/:propertyId/tools', element: <p>Tools</p> }] },
  ]

  it("shows the seller denial's reason and message in the flash notice, dismissible", async () => {
    fakeApi(signedInApi())
    renderRoutes(guarded, '/seller/dashboard')
    const reason = await screen.findByText('Access denied - Seller privileges required')
    const notice = reason.closest<HTMLElement>('[role="status"]')!
    expect(within(notice).getByText('You need seller privileges to access this page')).toBeTruthy()
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss message' }))
    expect(screen.queryByText(messages.sellerPrivilegesRequired)).toBeNull()
  })

  it('shows the property tools denial on the property page', async () => {
    fakeApi(signedInApi())
    const { router } = renderRoutes(guarded, '/PROP-ABC-1/tools')
    expect(await screen.findByText("You don't have permission to access property management tools")).toBeTruthy()
    expect(router.state.location.pathname).toBe('/PROP-ABC-1')
  })
})
