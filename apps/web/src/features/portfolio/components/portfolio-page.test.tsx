import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { pageOf } from '../../../testing/fixtures'
import { ownProperty, renderPortfolio } from '../portfolio-test-kit'

const villa = ownProperty({ title: 'Garden villa in Kharar', id: '00000000-0000-4000-8000-0000000000aa' })
const plot = ownProperty({ title: 'Corner plot in Mohali', status: 'draft', price: 2_750_000 })

function listApi(properties = [villa, plot], total = properties.length) {
  return fakeApi({ 'GET /api/properties': ({ url }) => ({ body: pageOf(properties, Number(url.searchParams.get('page') ?? 1), total) }) })
}

const lastListQuery = (calls: ReturnType<typeof listApi>) => Object.fromEntries(calls.requests('GET', '/api/properties').at(-1)!.url.searchParams)

describe('My Portfolio', () => {
  it("lists the caller's properties, each linking to its seller view, form and tools", async () => {
    const calls = listApi()
    renderPortfolio()
    expect(await screen.findByRole('heading', { level: 1, name: 'My Portfolio' })).toBeTruthy()
    const card = (await screen.findByRole('link', { name: 'Garden villa in Kharar' })).closest('article')!
    expect(within(card).getByRole('link', { name: 'Garden villa in Kharar' }).getAttribute('href')).toBe('/seller/properties/00000000-0000-4000-8000-0000000000aa')
    expect(within(card).getByRole('link', { name: 'View Garden villa in Kharar' }).getAttribute('href')).toBe('/seller/properties/00000000-0000-4000-8000-0000000000aa')
    expect(within(card).getByRole('link', { name: 'Edit Garden villa in Kharar' }).getAttribute('href')).toBe('/seller/properties/00000000-0000-4000-8000-0000000000aa/edit')
    expect(within(card).getByRole('link', { name: 'Tools Garden villa in Kharar' }).getAttribute('href')).toBe('/seller/properties/00000000-0000-4000-8000-0000000000aa/tools')
    expect(within(card).getByRole('button', { name: 'Export Garden villa in Kharar' })).toBeTruthy()
    expect(within(card).getByText('₹45 L')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: '2 properties' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Select Corner plot in Mohali' })).toBeTruthy()
    // Cards below md: no table.
    expect(screen.queryByRole('table')).toBeNull()
    expect(lastListQuery(calls)).toEqual({ page: '1', limit: '10', sortBy: 'updatedAt', sortOrder: 'desc' })
  })

  it('puts search, filters, sort and page in the URL and in the request', async () => {
    const calls = listApi([villa], 25)
    const { router, user } = renderPortfolio()
    await screen.findByRole('link', { name: 'Garden villa in Kharar' })
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'villa')
    await user.selectOptions(screen.getByLabelText('Type'), 'commercial')
    await user.selectOptions(screen.getByLabelText('Status'), 'draft')
    await user.type(screen.getByLabelText('City'), ' Mohali ')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.search).toBe('?q=villa&type=commercial&status=draft&city=Mohali'))
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ q: 'villa', type: 'commercial', status: 'draft', city: 'Mohali', page: '1' }))

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high')
    await waitFor(() => expect(router.state.location.search).toBe('?q=villa&type=commercial&status=draft&city=Mohali&sortBy=price&sortOrder=asc'))
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy: 'price', sortOrder: 'asc' }))

    const pages = await screen.findByRole('navigation', { name: 'Portfolio pages' })
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3'))
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ page: '3', q: 'villa', sortBy: 'price' }))
    // The fields show what the URL holds.
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('villa')
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('draft')

    await user.click(screen.getByRole('button', { name: 'Clear' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=price&sortOrder=asc'))
  })

  it("shows a listing with no price set as 'Price on request', without bedrooms of 0", async () => {
    const base = ownProperty({ title: 'Farmland near Kharar', price: 0 })
    listApi([{ ...base, specifications: { ...base.specifications, rooms: { bedrooms: 0, bathrooms: 0 } } }])
    renderPortfolio()
    const card = within((await screen.findByRole('link', { name: 'Farmland near Kharar' })).closest('article')!)
    expect(card.getByText('Price on request')).toBeTruthy()
    expect(card.queryByText(/₹0/)).toBeNull()
    expect(card.queryByText('Bedrooms')).toBeNull()
  })

  it('shows areas without trailing zeros, and none for a property without one, in the cards and the table', async () => {
    const base = ownProperty({ title: 'Plot awaiting survey' })
    listApi([villa, { ...base, specifications: { ...base.specifications, area: { total: 0, unit: 'sqft' } } }])
    renderPortfolio()
    const villaCard = within((await screen.findByRole('link', { name: 'Garden villa in Kharar' })).closest('article')!)
    expect(villaCard.getByText('Area').nextSibling?.textContent).toBe('1,200 sq.ft.')
    const emptyCard = within(screen.getByRole('link', { name: 'Plot awaiting survey' }).closest('article')!)
    expect(emptyCard.queryByText('Area')).toBeNull()
    expect(emptyCard.queryByText(/sq\.ft\./)).toBeNull()
    cleanup()
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 48rem)', addEventListener: () => {}, removeEventListener: () => {} }))
    renderPortfolio()
    const table = await screen.findByRole('table', { name: 'My properties' })
    expect(within(table).getByText('1,200 sq.ft.')).toBeTruthy()
    const emptyRow = within(within(table).getByRole('rowheader', { name: /Plot awaiting survey/ }).closest('tr')!)
    expect(emptyRow.queryByText(/sq\.ft\./)).toBeNull()
  })

  it('marks rents per month', async () => {
    const flat = ownProperty({ title: 'Flat to let in Zirakpur', price: 28_000 })
    listApi([{ ...flat, basicInfo: { ...flat.basicInfo, listingType: 'rent' } }])
    renderPortfolio()
    expect(await screen.findByText('₹28,000 per month')).toBeTruthy()
  })

  it('reads a shared URL, ignoring values the API does not know', async () => {
    const calls = listApi()
    renderPortfolio('/seller/properties?status=sold&type=castle&sortBy=colour&page=2&city=Pune')
    await screen.findByRole('link', { name: 'Garden villa in Kharar' })
    expect(lastListQuery(calls)).toEqual({ status: 'sold', city: 'Pune', page: '2', limit: '10', sortBy: 'updatedAt', sortOrder: 'desc' })
  })

  it('shows a table from md up, with a select-all box for the page', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 48rem)', addEventListener: () => {}, removeEventListener: () => {} }))
    listApi()
    const { user } = renderPortfolio()
    const table = await screen.findByRole('table', { name: 'My properties' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[1]!).getByRole('rowheader').textContent).toContain('Garden villa in Kharar')
    expect(within(rows[2]!).getByRole('link', { name: 'Edit Corner plot in Mohali' }).getAttribute('href')).toMatch(/\/edit$/)
    await user.click(within(table).getByRole('checkbox', { name: 'Select all on this page' }))
    expect(screen.getByText('2 properties selected')).toBeTruthy()
    await user.click(within(table).getByRole('checkbox', { name: 'Select all on this page' }))
    expect(screen.queryByText('2 properties selected')).toBeNull()
  })

  it('lets a long title without spaces wrap in the cards and the table', async () => {
    const long = 'B'.repeat(200)
    listApi([ownProperty({ title: long, status: 'draft' })])
    renderPortfolio()
    const link = await screen.findByRole('link', { name: long })
    expect(link.closest('.wrap-anywhere')).not.toBeNull()
    // The status badge keeps its size beside the title instead of being run over.
    expect(within(link.closest('article')!).getByText('Draft').closest('.shrink-0')).not.toBeNull()
    cleanup()
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 48rem)', addEventListener: () => {}, removeEventListener: () => {} }))
    renderPortfolio()
    const row = await screen.findByRole('rowheader', { name: new RegExp(long) })
    expect(within(row).getByRole('link', { name: long }).closest('.wrap-anywhere')).not.toBeNull()
  })

  it('invites a seller with no properties to add one', async () => {
    listApi([])
    renderPortfolio()
    expect(await screen.findByText('You have no properties yet.')).toBeTruthy()
    const add = screen.getAllByRole('link', { name: 'Add New Property' })
    expect(add.map((link) => link.getAttribute('href'))).toEqual(['/seller/property/create', '/seller/property/create'])
    expect(screen.queryByRole('button', { name: 'Compare' })).toBeNull()
    expect(screen.getByLabelText('JSON file')).toBeTruthy()
  })

  it('says when no property matches the filters, with a way back', async () => {
    listApi([])
    renderPortfolio('/seller/properties?q=nothing')
    expect(await screen.findByText('No properties match these filters.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/seller/properties')
  })

  it('says when the page is past the last one, with a link to the last page, not that nothing matches', async () => {
    listApi([], 229)
    const { router, user } = renderPortfolio('/seller/properties?status=active&page=99')
    expect(await screen.findByText('There is no page 99: the last page is 23.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: '229 properties' })).toBeTruthy()
    expect(screen.queryByText('No properties match these filters.')).toBeNull()
    await user.click(screen.getByRole('link', { name: 'Go to the last page' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=active&page=23'))
  })

  it("shows the server's message with a retry when the list cannot be loaded", async () => {
    fakeApi({ 'GET /api/properties': () => ({ status: 401, body: { success: false, message: 'User not authenticated', code: 'UNAUTHORIZED' } }) })
    renderPortfolio()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('User not authenticated')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
