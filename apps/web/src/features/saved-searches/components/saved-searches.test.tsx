import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { savedSearchMessages, type SavedSearch } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { SaveSearch } from './save-search'
import { SavedSearchesSection } from './saved-searches-section'
import { describeSearch } from './search-summary'

const saved = (id: string, name: string, query: string): SavedSearch => ({ id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`, name, query, createdAt: '2026-11-20T10:00:00.000Z' })

describe('a search in words', () => {
  it('reads the filters of the shared contract', () => {
    expect(describeSearch('listingType=rent&city=Bengaluru&locality=Whitefield&maxPrice=30000&bhk=2,5')).toBe('Rent · Whitefield, Bengaluru · 2, 5+ BHK · up to ₹30,000')
    expect(describeSearch('listingType=sale&minPrice=5000000&maxPrice=12000000&minArea=100&areaUnit=sqm&verifiedOnly=true')).toBe(
      'Buy · ₹50 L – ₹1.2 Cr · from 100 m² · Verified only',
    )
    expect(describeSearch('')).toBe('All listings')
  })
})

describe('saving the home search', () => {
  const home = (isSignedIn: boolean) => [{ path: '/', element: <SaveSearch isSignedIn={isSignedIn} /> }]

  it('names it from its filters, saves the query and says where to find it', async () => {
    const api = fakeApi({
      'POST /api/users/me/saved-searches': (call) => ({ status: 201, body: { success: true, savedSearch: { ...saved('1', '', ''), ...(call.body as object) } } }),
    })
    renderRoutes(home(true), '/?listingType=rent&city=Bengaluru&page=2')
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }))
    const name = screen.getByRole('textbox', { name: 'Name this search' })
    expect((name as HTMLInputElement).value).toBe('Rent · Bengaluru')
    await userEvent.clear(name)
    await userEvent.type(name, 'Flats to rent')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('status')).textContent).toBe('Saved “Flats to rent”. Your saved searches')
    expect(api.requests('POST', '/api/users/me/saved-searches')[0]!.body).toEqual({ name: 'Flats to rent', query: 'listingType=rent&city=Bengaluru&page=2' })
  })

  it("shows the server's refusal beside the name", async () => {
    fakeApi({ 'POST /api/users/me/saved-searches': () => ({ status: 409, body: { success: false, message: savedSearchMessages.nameTaken, code: 'CONFLICT' } }) })
    renderRoutes(home(true), '/?city=Pune')
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe(savedSearchMessages.nameTaken)
    expect(screen.getByRole('textbox', { name: 'Name this search' }).getAttribute('aria-invalid')).toBe('true')
  })

  it('asks a visitor to sign in first', () => {
    fakeApi({})
    renderRoutes(home(false), '/?city=Pune')
    expect(screen.getByRole('link', { name: 'Sign in to save this search' }).getAttribute('href')).toBe('/login?from=%2F%3Fcity%3DPune')
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull()
  })
})

describe('saved searches in the profile', () => {
  it('lists each with its filters in words, runs it with one tap, and deletes it', async () => {
    let searches = [saved('1', 'Flats to rent', 'listingType=rent&city=Bengaluru'), saved('2', 'Everything', '')]
    const api = fakeApi({
      'GET /api/users/me/saved-searches': () => ({ body: { success: true, savedSearches: searches } }),
      'DELETE /api/users/me/saved-searches/.+': (call) => {
        searches = searches.filter((search) => !call.url.pathname.endsWith(search.id))
        return { body: { success: true } }
      },
    })
    const { router } = renderRoutes([
      { path: '/profile', element: <SavedSearchesSection /> },
      { path: '/', element: <p>Home</p> },
    ], '/profile')
    const items = await screen.findAllByRole('listitem')
    expect(within(items[0]!).getByText('Rent · Bengaluru')).toBeTruthy()
    expect(within(items[1]!).getByText('All listings')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Run search: Everything' }).getAttribute('href')).toBe('/')
    await userEvent.click(screen.getByRole('button', { name: 'Delete Everything' }))
    await waitFor(() => expect(screen.queryByText('Everything')).toBeNull())
    expect(api.requests('DELETE', `/api/users/me/saved-searches/${saved('2', '', '').id}`)).toHaveLength(1)
    await userEvent.click(screen.getByRole('link', { name: 'Run search: Flats to rent' }))
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?listingType=rent&city=Bengaluru')
  })

  it('says how to save one when there are none', async () => {
    fakeApi({ 'GET /api/users/me/saved-searches': () => ({ body: { success: true, savedSearches: [] } }) })
    renderRoutes([{ path: '/', element: <SavedSearchesSection /> }])
    expect((await screen.findByText(/No saved searches yet/)).textContent).toBe('No saved searches yet. Search the listings on the home page and choose “Save this search”.')
  })
})
