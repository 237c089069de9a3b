// "List your property": from the header (or the home page) through sign-in straight to the property
// form, the seller role granted by that act, the header changing without signing in again.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { LoginPage } from '../../features/auth/components/login-page'
import { ListPropertyGate } from '../../features/auth/components/list-property-gate'
import { RequireSeller } from '../../features/auth/components/role-guards'
import { GOOD_CODE, loginServer } from '../../features/auth/login-test-server'
import { clearAccessCookie, makeToken, setAccessCookie, signedInApi, userRecord } from '../../features/auth/test-support'
import { fakeApi, type FakeReply } from '../../testing/fake-api'
import { renderRoutes } from '../../testing/render'
import { Header } from '../layout/header'
import { availableLinks, headerLinks } from '../navigation'
import { routePaths } from '../router'
import HomeRoute from './home'
import { pageOf } from '../../testing/fixtures'

const noRoles = { isAdmin: false, isSeller: false, isDealer: false }
const newcomer = userRecord({ id: 'did-ravi', uid: 'uid-ravi', fullName: 'Ravi Kumar', phoneNumber: '+919812345678', roles: noRoles })
const asSeller = { ...newcomer, roles: { ...noRoles, isSeller: true } }
const granted: FakeReply = { body: { success: true, user: asSeller, grant: { role: 'seller', grantedBy: 'did-ravi', via: 'list-your-property', grantedAt: '2026-11-25T08:00:00.000Z' } } }

function withHeader(element: React.ReactNode) {
  return (
    <>
      <Header links={availableLinks(headerLinks, routePaths)} />
      {element}
    </>
  )
}

const routes: RouteObject[] = [
  { path: '/', element: withHeader(<HomeRoute />) },
  { path: '/login', element: withHeader(<LoginPage />) },
  { path: '/list-property', element: withHeader(<ListPropertyGate />) },
  { element: <RequireSeller />, children: [{ path: '/seller/property/create', element: withHeader(<p>Property form</p>) }] },
]

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!
const navLabels = () => within(mainNav()).getAllByRole('link').map((link) => link.textContent)

afterEach(clearAccessCookie)

describe('List your property', () => {
  it('takes a visitor from the header through sign-in into the property form as a new seller', async () => {
    const server = loginServer({
      'POST /api/auth/token': () => {
        setAccessCookie(makeToken({ uid: 'uid-ravi', did: 'did-ravi', roles: noRoles }))
        return { body: { success: true, data: { accessToken: 'a', refreshToken: 'r', user: newcomer } } }
      },
      'POST /api/users/me/seller-role': () => granted,
      'GET /api/properties/public': () => ({ body: pageOf([]) }),
    })
    const calls = fakeApi(server.routes)
    const { router } = renderRoutes(routes, '/')
    const user = userEvent.setup()

    expect(navLabels()).toEqual(['Home', 'Map', 'Shortlist', 'List your property', 'Login'])
    await user.click(within(mainNav()).getByRole('link', { name: 'List your property' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(screen.getByText('Sign in to list your property: you go straight to the property form.')).toBeTruthy()

    await user.type(await screen.findByLabelText('Mobile number'), '98123 45678')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.type(await screen.findByLabelText('One-time code'), GOOD_CODE)
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))

    expect(await screen.findByText('Property form')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/seller/property/create')
    expect(calls.requests('POST', '/api/users/me/seller-role')).toHaveLength(1)
    // One sign-in: the new role shows without a second token.
    expect(calls.requests('POST', '/api/auth/token')).toHaveLength(1)
    expect(navLabels()).toEqual(['Home', 'Map', 'Shortlist', 'Add New Property', 'My Portfolio'])
    // The profile button names the user once the header has read the session.
    await user.click(await screen.findByRole('button', { name: /^Profile:/ }))
    const menu = screen.getByRole('navigation', { name: 'Profile' })
    expect(within(menu).getByRole('link', { name: 'My Properties' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Profile:/ }).textContent).toContain('Seller')
  })

  it('has the home page offer it too', async () => {
    fakeApi({ 'GET /api/properties/public': () => ({ body: pageOf([]) }) })
    const { router } = renderRoutes(routes, '/')
    const strip = await screen.findByRole('complementary', { name: 'Sell or let' })
    await userEvent.setup().click(within(strip).getByRole('link', { name: 'List your property' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('makes a signed-in buyer a seller at once, and sends a seller straight to the form', async () => {
    const calls = fakeApi({ ...signedInApi(newcomer), 'POST /api/users/me/seller-role': () => granted })
    const { router } = renderRoutes(routes, '/list-property')
    expect(await screen.findByText('Property form')).toBeTruthy()
    expect(calls.requests('POST', '/api/users/me/seller-role')).toHaveLength(1)
    expect(navLabels()).toEqual(['Home', 'Map', 'Shortlist', 'Add New Property', 'My Portfolio'])

    await router.navigate('/list-property')
    expect(await screen.findByText('Property form')).toBeTruthy()
    expect(calls.requests('POST', '/api/users/me/seller-role')).toHaveLength(1)
  })

  it('says why when the role could not be given, and tries again on request', async () => {
    let attempts = 0
    fakeApi({
      ...signedInApi(newcomer),
      'POST /api/users/me/seller-role': () => (++attempts === 1 ? { status: 503, body: { success: false, message: 'Service unavailable', code: 'UNAVAILABLE' } } : granted),
    })
    renderRoutes(routes, '/list-property')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Service unavailable')
    expect(navLabels()).toEqual(['Home', 'Map', 'Shortlist', 'List your property'])
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Property form')).toBeTruthy()
  })
})
