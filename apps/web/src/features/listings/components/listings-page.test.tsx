import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty, pageOf } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { ListingsPage } from './listings-page'

function renderHome(path = '/') {
  return renderRoutes([{ path: '/', element: <ListingsPage /> }], path)
}

function lastListRequest(api: ReturnType<typeof fakeApi>) {
  return api.requests('GET', '/api/properties/public').at(-1)!.url.searchParams
}

describe('ListingsPage', () => {
  it('renders a card per listing with the price in lakh / crore and the full rupees for screen readers', async () => {
    fakeApi({
      'GET /api/properties/public': () => ({
        body: pageOf([makeProperty({ title: 'Plot in Zirakpur', price: 4_500_000 }), makeProperty({ title: 'Villa in Chandigarh', price: 12_000_000 })]),
      }),
    })
    renderHome()
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(2)
    const first = within(cards[0]!)
    expect(first.getByRole('link', { name: 'Plot in Zirakpur' }).getAttribute('href')).toMatch(/^\/00000000-/)
    expect(first.getByText('₹45 L')).toBeTruthy()
    expect(first.getByText('₹45,00,000')).toBeTruthy()
    expect(first.getByText('1,200 sq.ft.')).toBeTruthy()
    expect(first.getByText('3 beds')).toBeTruthy()
    expect(first.getByText('Sector 70, Mohali, Punjab')).toBeTruthy()
    expect(within(cards[1]!).getByText('₹1.2 Cr')).toBeTruthy()
    expect(within(cards[1]!).getByText('₹1,20,00,000')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '2 listings' })).toBeTruthy()
  })

  it('lets a long title without spaces wrap on its card', async () => {
    const long = 'D'.repeat(200)
    fakeApi({ 'GET /api/properties/public': () => ({ body: pageOf([makeProperty({ title: long })]) }) })
    renderHome()
    expect((await screen.findByRole('heading', { level: 3, name: long })).closest('.wrap-anywhere')).not.toBeNull()
  })

  it("shows a listing with no price set as 'Price on request', without rooms of 0", async () => {
    const base = makeProperty({ title: 'Farmland near Kharar', price: 0 })
    fakeApi({ 'GET /api/properties/public': () => ({ body: pageOf([{ ...base, specifications: { ...base.specifications, rooms: { bedrooms: 0, bathrooms: 0 } } }]) }) })
    renderHome()
    const card = within(await screen.findByRole('article'))
    expect(card.getByText('Price on request')).toBeTruthy()
    expect(card.queryByText(/₹0/)).toBeNull()
    expect(card.queryByText(/beds?$|baths?$/)).toBeNull()
  })

  it("shows no area on a listing without one rather than '0 sq.ft.', and keeps real decimals", async () => {
    const base = makeProperty({ title: 'Plot awaiting survey' })
    const farm = makeProperty({ title: 'Orchard near Kasauli' })
    fakeApi({
      'GET /api/properties/public': () => ({
        body: pageOf([
          { ...base, specifications: { ...base.specifications, area: { total: 0, unit: 'sqft' } } },
          { ...farm, specifications: { ...farm.specifications, area: { total: 0.25, unit: 'acres' } } },
        ]),
      }),
    })
    renderHome()
    const [empty, orchard] = await screen.findAllByRole('article')
    expect(within(empty!).getByRole('list', { name: 'Key facts' }).textContent).not.toMatch(/sq\.ft\.|0\.00/)
    expect(within(orchard!).getByText('0.25 acres')).toBeTruthy()
  })

  it('puts the filters in the URL and in the request, starting again at page 1', async () => {
    const api = fakeApi({ 'GET /api/properties/public': () => ({ body: pageOf([makeProperty()], 1, 1) }) })
    const { router } = renderHome('/?page=3')
    await screen.findAllByRole('article')
    expect(lastListRequest(api).get('page')).toBe('3')
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Type'), 'commercial')
    await user.type(screen.getByLabelText('City'), 'Ludhiana')
    await user.selectOptions(screen.getByLabelText('State'), 'Punjab')
    await user.type(screen.getByLabelText('Min total price'), '20 L')
    await user.type(screen.getByLabelText('Max total price'), '90 lakh')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.search).toBe('?type=commercial&city=Ludhiana&state=Punjab&minPrice=2000000&maxPrice=9000000'))
    await waitFor(() => expect(lastListRequest(api).get('city')).toBe('Ludhiana'))
    const query = Object.fromEntries(lastListRequest(api))
    expect(query).toMatchObject({
      listingType: 'sale',
      type: 'commercial',
      state: 'Punjab',
      minPrice: '2000000',
      maxPrice: '9000000',
      page: '1',
      limit: '10',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    })
  })

  it('sorts through the URL and fills the form from it (shareable links, back button)', async () => {
    const api = fakeApi({ 'GET /api/properties/public': () => ({ body: pageOf([makeProperty()]) }) })
    const { router } = renderHome('/?city=Mohali&sortBy=price&sortOrder=asc')
    await screen.findAllByRole('article')
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('Mohali')
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('price:asc')
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most viewed')
    await waitFor(() => expect(router.state.location.search).toBe('?city=Mohali&sortBy=views'))
    await waitFor(() => expect(lastListRequest(api).get('sortBy')).toBe('views'))
    expect(lastListRequest(api).get('sortOrder')).toBe('desc')
    await router.navigate(-1)
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('price:asc'))
  })

  it('paginates with Previous / Next and page numbers, marking the current page', async () => {
    const api = fakeApi({
      'GET /api/properties/public': ({ url }) => ({ body: pageOf([makeProperty()], Number(url.searchParams.get('page')), 45) }),
    })
    renderHome('/?page=2')
    await screen.findAllByRole('article')
    const nav = screen.getByRole('navigation', { name: 'Listing pages' })
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Previous', '1', '2', '3', '5', 'Next'])
    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }))
    await waitFor(() => expect(lastListRequest(api).get('page')).toBe('3'))
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page'))
  })

  it('says so when nothing matches, with a way to clear the filters', async () => {
    fakeApi({ 'GET /api/properties/public': () => ({ body: pageOf([], 1, 0) }) })
    renderHome('/?city=Atlantis')
    expect(await screen.findByText('No properties match these filters.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Clear filters' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'No listings' })).toBeTruthy()
  })

  it("shows 'Failed to fetch public properties' and an empty list when the API fails", async () => {
    fakeApi({ 'GET /api/properties/public': () => ({ status: 500, body: { success: false, message: 'Database down', code: 'INTERNAL' } }) })
    renderHome()
    expect(await screen.findByText('Failed to fetch public properties')).toBeTruthy()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
