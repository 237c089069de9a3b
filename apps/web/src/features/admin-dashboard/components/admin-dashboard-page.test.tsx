import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addDays, dashboardMessages, emptyDashboardFigures, emptyDashboardSeries, indianToday, type DashboardReport } from '@vishwas/domain'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, type FakeReply } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { AdminDashboardPage } from './admin-dashboard-page'

// The canvas chart needs a real browser (the journeys look at it); here it is a stub that shows what it was given.
vi.mock('./time-chart', () => ({
  TimeChart: ({ labels, series }: { labels: string[]; series: { label: string; values: number[] }[] }) => (
    <div data-testid="chart" data-labels={labels.join('|')} data-series={series.map((s) => `${s.label}:${s.values.join(',')}`).join(';')} />
  ),
}))

const statistics = { success: true, totalProperties: 1234567, activeListings: 1000, soldProperties: 12, averagePrice: 12_345_678, averageArea: 1650.4, propertyTypes: { residential: 900, land: 100 } }

function report(from: string, to: string): DashboardReport {
  const series = emptyDashboardSeries(2)
  Object.assign(series, { newListings: [4, 1], signIns: [2, 0], inquiries: [0, 3], payments: [1, 0], paymentsPaise: [1_23_45_600, 0] })
  series.newUsers.seller = [1, 0]
  series.newUsers.user = [2, 0]
  return {
    range: { from, to, interval: 'day', timeZone: 'Asia/Kolkata' },
    buckets: ['2026-03-01', '2026-03-02'],
    series,
    totals: { ...emptyDashboardFigures(), newListings: 5, signIns: 2, inquiries: 3, payments: 1, paymentsPaise: 1_23_45_600, newUsers: { admin: 0, seller: 1, dealer: 0, user: 2 } },
    newListingsByStatus: { active: 4, sold: 1 },
    newListingsByType: { residential: 5 },
    listingsByCity: [{ city: 'Mohali', count: 700 }, { city: 'Pune', count: 300 }],
  }
}

type Handler = Parameters<typeof fakeApi>[0][string]
const answered: Handler = (call) => ({ body: { success: true, ...report(call.url.searchParams.get('from') ?? '', call.url.searchParams.get('to') ?? '') } })

function renderPage(stats: () => FakeReply = () => ({ body: statistics }), path = '/admin/dashboard', dashboard: Handler = answered) {
  const api = fakeApi({ 'GET /api/properties/statistics': stats, 'GET /api/admin/dashboard': dashboard })
  const view = renderRoutes([{ path: '/admin/dashboard', element: <AdminDashboardPage /> }], path)
  return { api, user: userEvent.setup(), ...view }
}

/** The value shown under a card's label, in the group of cards named `group`. */
const card = (group: string, label: string) => within(screen.getByLabelText(group, { selector: 'dl' })).getByText(label).nextElementSibling?.textContent

describe('AdminDashboardPage', () => {
  it('shows the statistics and the last 30 days, with each chart as a table too', async () => {
    const { api } = renderPage()
    expect(await screen.findByText('₹1,23,45,678')).toBeTruthy()
    expect(card('Listings now', 'Total properties')).toBe('12,34,567')
    expect(card('Listings now', 'Average area')).toBe('1,650 sq.ft.')
    await screen.findByText('Payments received', { selector: 'dt' })
    expect(card('In this range', 'Payments received')).toBe('₹1,23,456.00')
    expect(card('In this range', 'New users')).toBe('3')

    const today = indianToday(new Date())
    const asked = api.requests('GET', '/api/admin/dashboard')[0]!.url.searchParams
    expect(Object.fromEntries(asked)).toEqual({ from: addDays(today, -29), to: today, interval: 'day' })
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true')

    const listings = screen.getByRole('figure', { name: 'New listings' })
    expect(within(listings).getByTestId('chart').dataset.series).toBe('New listings:4,1')
    const rows = within(listings).getAllByRole('row').map((row) => row.textContent)
    expect(rows).toEqual(['PeriodNew listings', '1 Mar 20264', '2 Mar 20261'])
    const payments = screen.getByRole('figure', { name: 'Payments received' })
    expect(within(payments).getAllByRole('row')[1]?.textContent).toBe('1 Mar 2026₹1,23,456')
    expect(within(screen.getByRole('region', { name: 'All listings by city (top 10)' })).getByText('700 listings')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'New listings by status (now)' })).getByText('Sold')).toBeTruthy()
  })

  it("shows zeros and 'Failed to fetch property statistics' when the statistics call fails", async () => {
    renderPage(() => ({ status: 500, body: { success: false, message: 'Internal error', code: 'INTERNAL_ERROR' } }))
    expect((await screen.findByText('Failed to fetch property statistics')).closest('[role="alert"]')).not.toBeNull()
    expect(card('Listings now', 'Total properties')).toBe('0')
    expect(card('Listings now', 'Average price')).toBe('₹0')
    expect(screen.getByText('No properties yet.')).toBeTruthy()
  })

  it('changes the range by preset or by hand, and refuses a reversed one before asking', async () => {
    const { api, user, router } = renderPage()
    await screen.findByRole('figure', { name: 'New listings' })
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }))
    const today = indianToday(new Date())
    expect(router.state.location.search).toBe(`?from=${addDays(today, -6)}&to=${today}&interval=day`)
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true')

    const form = screen.getByRole('form', { name: 'Custom date range' })
    await user.clear(within(form).getByLabelText('From'))
    await user.type(within(form).getByLabelText('From'), '2026-03-10')
    await user.clear(within(form).getByLabelText('To'))
    await user.type(within(form).getByLabelText('To'), '2026-03-01')
    const before = api.requests('GET', '/api/admin/dashboard').length
    await user.click(within(form).getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('alert').textContent).toBe(dashboardMessages.fromAfterTo)
    expect(api.requests('GET', '/api/admin/dashboard')).toHaveLength(before)

    await user.clear(within(form).getByLabelText('From'))
    await user.type(within(form).getByLabelText('From'), '2025-01-01')
    await user.selectOptions(within(form).getByLabelText('By'), 'Best fit')
    await user.click(within(form).getByRole('button', { name: 'Show' }))
    // 425 days: months.
    expect(router.state.location.search).toBe('?from=2025-01-01&to=2026-03-01&interval=month')
  })

  it('says what is wrong with a range typed into the address', async () => {
    const { api } = renderPage(undefined, '/admin/dashboard?from=2026-03-10&to=2026-03-01')
    expect(await screen.findByText(dashboardMessages.fromAfterTo)).toBeTruthy()
    expect(api.requests('GET', '/api/admin/dashboard')).toHaveLength(0)
  })

  it("says when the dashboard's call fails, and keeps the statistics", async () => {
    renderPage(undefined, '/admin/dashboard', () => ({ status: 500, body: { success: false, message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' } }))
    expect((await screen.findByText(/^Failed to load the dashboard/)).textContent).toBe(`${dashboardMessages.failedToLoad}: Something went wrong on our side`)
    expect(card('Listings now', 'Active listings')).toBe('1,000')
  })
})
