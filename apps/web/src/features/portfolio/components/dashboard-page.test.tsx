import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UNTITLED_PROPERTY } from '@vishwas/domain'
import { fakeApi } from '../../../testing/fake-api'
import { makeSummary, renderPortfolio } from '../portfolio-test-kit'

const summaryApi = (summary = makeSummary()) => fakeApi({ 'GET /api/properties/summary': () => ({ body: { success: true, summary } }) })

describe('seller dashboard', () => {
  it('shows the figures, with the listed value in lakh / crore and Indian grouping', async () => {
    summaryApi()
    renderPortfolio('/seller/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller dashboard' })).toBeTruthy()
    const figures = await screen.findByRole('region', { name: 'Figures' })
    const value = within(figures).getByText('Total listed value').parentElement!
    expect(within(value).getByText('₹2.35 Cr').getAttribute('title')).toBe('₹2,34,56,789')
    expect(within(value).getByText('₹2,34,56,789').className).toContain('sr-only')
    expect(within(within(figures).getByText('Views').parentElement!).getByText('12,345')).toBeTruthy()
    expect(within(within(figures).getByText('Listings').parentElement!).getByText('9')).toBeTruthy()
    expect(within(within(figures).getByText('Active listings').parentElement!).getByText('4')).toBeTruthy()
  })

  it('draws the listings by status as an SVG chart that screen readers can read', async () => {
    summaryApi()
    renderPortfolio('/seller/dashboard')
    const chart = await screen.findByRole('img', { name: /Listings by status/ })
    expect(chart.tagName.toLowerCase()).toBe('svg')
    expect(chart.querySelector('desc')?.textContent).toBe('Draft: 2, Active: 4, Pending: 1, Sold: 1, Rented: 0, Inactive: 1')
    const bars = [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')))
    // The tallest bar is the active listings; an empty status has no bar.
    expect(bars[1]).toBe(Math.max(...bars))
    expect(bars[4]).toBe(0)
    expect(screen.getByText('Residential:').textContent).toBe('Residential: 6')
  })

  it('lists the recent changes, each linking to the seller view of its property', async () => {
    summaryApi()
    renderPortfolio('/seller/dashboard')
    const link = await screen.findByRole('link', { name: 'Garden villa in Kharar' })
    expect(link.getAttribute('href')).toBe('/seller/properties/00000000-0000-4000-8000-0000000000aa')
    expect(screen.getByText('Price changed from ₹45,00,000 to ₹42,00,000')).toBeTruthy()
    expect(screen.getByText('PROP-MABC13-ZZ99')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Add New Property' })[0]!.getAttribute('href')).toBe('/seller/property/create')
    expect(screen.getByRole('link', { name: 'My Portfolio' }).getAttribute('href')).toBe('/seller/properties')
  })

  it("names a listing without a title 'Untitled Property', so its link can be read and clicked", async () => {
    const [change] = makeSummary().recentChanges
    summaryApi(makeSummary({ recentChanges: [{ ...change!, title: '' }] }))
    renderPortfolio('/seller/dashboard')
    const link = await screen.findByRole('link', { name: UNTITLED_PROPERTY })
    expect(UNTITLED_PROPERTY).toBe('Untitled Property')
    expect(link.getAttribute('href')).toBe('/seller/properties/00000000-0000-4000-8000-0000000000aa')
  })

  it("shows 'Details updated' in a row as one line that links every listing", async () => {
    const listing = (n: number) => ({ propertyId: `00000000-0000-4000-8000-00000000000${n}`, reference: `PROP-MABC1${n}-AA0${n}`, title: `Flat ${n}`, at: `2026-01-0${n}T08:00:00.000Z` })
    const { at, ...first } = listing(3)
    summaryApi(makeSummary({ recentChanges: [{ ...first, at, kind: 'updated', detail: 'Details updated on 3 listings', alsoUpdated: [listing(2), listing(1)] }] }))
    renderPortfolio('/seller/dashboard')
    expect(await screen.findByText('Details updated on 3 listings')).toBeTruthy()
    expect(screen.getAllByText('Updated')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Flat 3' }).getAttribute('href')).toBe('/seller/properties/00000000-0000-4000-8000-000000000003')
    const others = within(screen.getByRole('list', { name: 'Also updated' }))
    expect(others.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Flat 2', '/seller/properties/00000000-0000-4000-8000-000000000002'],
      ['Flat 1', '/seller/properties/00000000-0000-4000-8000-000000000001'],
    ])
  })

  it('invites a seller without properties to add one', async () => {
    summaryApi(makeSummary({ total: 0, byStatus: { draft: 0, active: 0, pending: 0, sold: 0, rented: 0, inactive: 0 }, byType: {}, totalListedValue: 0, totalViews: 0, recentChanges: [] }))
    renderPortfolio('/seller/dashboard')
    expect(await screen.findByText('You have no properties yet.')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Add New Property' })).toHaveLength(2)
    expect(screen.queryByRole('img')).toBeNull()
  })

  it("shows the server's message with a retry when the figures cannot be loaded", async () => {
    fakeApi({ 'GET /api/properties/summary': () => ({ status: 401, body: { success: false, message: 'User not authenticated', code: 'UNAUTHORIZED' } }) })
    renderPortfolio('/seller/dashboard')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('User not authenticated')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
