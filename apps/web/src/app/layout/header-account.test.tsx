import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { clearAccessCookie, makeToken, setAccessCookie, signedInApi, userRecord } from '../../features/auth/test-support'
import { fakeApi } from '../../testing/fake-api'
import { pageOf } from '../../testing/fixtures'
import { renderRoutes } from '../../testing/render'
import { accountLinks, availableLinks, headerLinks } from '../navigation'
import { routePaths, routes } from '../router'
import { Header } from './header'

const everyPath = new Set([...routePaths, ...accountLinks.map((link) => link.to)])

function renderHeader(paths: ReadonlySet<string> = routePaths) {
  renderRoutes([{ path: '*', element: <Header links={availableLinks(headerLinks, paths)} /> }])
  return userEvent.setup()
}

const asUser = (fields: Record<string, unknown>, roles: Record<string, boolean> = {}) =>
  fakeApi(signedInApi(userRecord({ ...fields, roles: { isAdmin: false, isSeller: false, isDealer: false, ...roles } })))
const profileButton = () => screen.findByRole('button', { name: /^Profile:/ })
const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!
const labels = (container: HTMLElement) => within(container).getAllByRole('link').map((a) => a.textContent)

afterEach(clearAccessCookie)

describe('header account', () => {
  it('shows List your property and the Login link to signed-out visitors, and no Profile menu', () => {
    fakeApi({})
    renderHeader()
    expect(labels(desktopNav())).toEqual(['Home', 'Map', 'Shortlist', 'List your property', 'Login'])
    expect(screen.queryByRole('button', { name: /^Profile:/ })).toBeNull()
  })

  it('shows neither while the session is being checked', () => {
    setAccessCookie(makeToken())
    fakeApi({ 'GET /api/auth/validate': () => new Promise(() => {}) })
    renderHeader()
    expect(labels(desktopNav())).toEqual(['Home', 'Map', 'Shortlist'])
    expect(screen.queryByRole('button', { name: /^Profile:/ })).toBeNull()
  })

  it.each([
    [{ isAdmin: true, isSeller: true }, 'Admin'],
    [{ isSeller: true, isDealer: true }, 'Seller'],
    [{ isDealer: true }, 'Dealer'],
    [{}, 'User'],
  ])('labels %o as %s', async (roles, label) => {
    asUser({ fullName: 'Priya Verma' }, roles)
    renderHeader()
    expect((await profileButton()).textContent).toBe(`PVProfile: Priya Verma${label}`)
  })

  it('names the user by e-mail when there is no full name', async () => {
    asUser({ fullName: '', email: 'priya@example.in' })
    renderHeader()
    expect((await profileButton()).textContent).toContain('priya@example.in')
  })

  it('lists only the entries whose pages exist: Rental History now has its page', async () => {
    asUser({ fullName: 'Priya Verma' }, { isSeller: true })
    const user = renderHeader()
    await user.click(await profileButton())
    expect(labels(screen.getByRole('navigation', { name: 'Profile' }))).toEqual(['My Profile', 'Rental History', 'My Properties', 'Logout'])
    expect(screen.getByRole('link', { name: 'Rental History' }).getAttribute('href')).toBe('/profile/rental-history')
    expect(labels(desktopNav())).toEqual(['Home', 'Map', 'Shortlist', 'Add New Property', 'My Portfolio'])
  })

  it('shows a dealer Curator, and My Properties leading to it, even before the Curator page is in this build', async () => {
    asUser({ fullName: 'Kavya Menon' }, { isDealer: true })
    const user = renderHeader()
    await user.click(await profileButton())
    expect(labels(desktopNav())).toContain('Curator')
    expect(within(desktopNav()).getByRole('link', { name: 'Curator' }).getAttribute('href')).toBe('/dealer')
    expect(screen.getByRole('link', { name: 'My Properties' }).getAttribute('href')).toBe('/dealer')
  })

  it.each([
    [{ isSeller: true }, ['Home', 'Map', 'Shortlist', 'Add New Property', 'My Portfolio'], ['My Profile', 'Rental History', 'My Properties', 'Logout']],
    [{ isDealer: true }, ['Home', 'Map', 'Shortlist', 'List your property', 'Curator'], ['My Profile', 'Rental History', 'My Properties', 'Logout']],
    [{ isAdmin: true }, ['Home', 'Map', 'Shortlist', 'List your property', 'Admin'], ['My Profile', 'Rental History', 'Logout']],
    [{}, ['Home', 'Map', 'Shortlist', 'List your property'], ['My Profile', 'Rental History', 'Logout']],
  ])('shows %o the SPEC §6 menu once every page exists', async (roles, header, dropdown) => {
    asUser({ fullName: 'Priya Verma' }, roles)
    const user = renderHeader(everyPath)
    await user.click(await profileButton())
    expect(labels(desktopNav())).toEqual(header)
    expect(labels(screen.getByRole('navigation', { name: 'Profile' }))).toEqual(dropdown)
  })

  it('works by keyboard: arrows move through the entries, Escape closes and returns focus', async () => {
    asUser({ fullName: 'Priya Verma' })
    const user = renderHeader(everyPath)
    const button = await profileButton()
    button.focus()
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My Profile'))
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Rental History')
    await user.keyboard('{End}')
    expect(document.activeElement?.textContent).toBe('Logout')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('My Profile')
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('navigation', { name: 'Profile' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('puts the same entries in the mobile burger menu', async () => {
    asUser({ fullName: 'Priya Verma' }, { isSeller: true })
    const user = renderHeader()
    await profileButton()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    expect(within(mobile).getByRole('region', { name: /Priya Verma/ }).textContent).toContain('Seller')
    expect(labels(mobile)).toEqual(['Home', 'Map', 'Shortlist', 'Add New Property', 'My Portfolio', 'My Profile', 'Rental History', 'My Properties', 'Logout'])
  })

  it('signs out through the Logout entry and comes home to the Login link', async () => {
    const calls = fakeApi({ ...signedInApi(), 'GET /api/properties/public': () => ({ body: pageOf([]) }) })
    const { router } = renderRoutes(routes, '/')
    const user = userEvent.setup()
    await user.click(await profileButton())
    await user.click(within(screen.getByRole('navigation', { name: 'Profile' })).getByRole('link', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await within(desktopNav()).findByRole('link', { name: 'Login' })).toBeTruthy()
    expect(calls.requests('POST', '/api/auth/logout')).toHaveLength(1)
  })
})
