import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { compareProperties as domainCompare } from '@vishwas/domain'
import { fakeApi } from '../../../testing/fake-api'
import { pageOf } from '../../../testing/fixtures'
import { COMPARE_AT_MOST } from './portfolio-page'
import { ownProperty, renderPortfolio } from '../portfolio-test-kit'

const villa = ownProperty({ title: 'Garden villa in Kharar', price: 4_500_000 })
const flat = ownProperty({ title: 'Flat in Zirakpur', price: 6_200_000 })
const twin = ownProperty({ title: 'Twin villa in Kharar', price: 4_500_000, city: 'Pune', state: 'Maharashtra' })
const extras = [1, 2].map((n) => ownProperty({ title: `Plot ${n}` }))
const all = [villa, flat, twin, ...extras]

/** The server's answer, from the domain's own comparison of the asked properties. */
function compareApi() {
  return fakeApi({
    'GET /api/properties': () => ({ body: pageOf(all) }),
    'POST /api/properties/compare': ({ body }) => {
      const ids = (body as { propertyIds: string[] }).propertyIds
      return { body: { success: true, ...domainCompare(ids.map((id) => all.find((p) => p.id === id)!)) } }
    },
  })
}

async function tick(user: ReturnType<typeof renderPortfolio>['user'], ...titles: string[]) {
  for (const title of titles) await user.click(await screen.findByRole('checkbox', { name: `Select ${title}` }))
}

const row = (label: string) => within(screen.getByRole('table')).getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!

describe('comparing properties', () => {
  it('keeps Compare disabled until two properties are ticked, and refuses more than 4', async () => {
    const calls = compareApi()
    const { user } = renderPortfolio()
    const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Compare' })
    await screen.findByRole('checkbox', { name: 'Select Garden villa in Kharar' })
    expect(button().disabled).toBe(true)
    await tick(user, 'Garden villa in Kharar')
    expect(button().disabled).toBe(true)
    await tick(user, 'Flat in Zirakpur')
    expect(button().disabled).toBe(false)
    await tick(user, 'Twin villa in Kharar', 'Plot 1', 'Plot 2')
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    expect(screen.getByRole('alert').textContent).toBe(COMPARE_AT_MOST)
    expect(calls.requests('POST', '/api/properties/compare')).toHaveLength(0)
  })

  it('takes the refusal away once the ticks change', async () => {
    compareApi()
    const { user } = renderPortfolio()
    await tick(user, 'Garden villa in Kharar', 'Flat in Zirakpur', 'Twin villa in Kharar', 'Plot 1', 'Plot 2')
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    expect((await screen.findByRole('alert')).textContent).toBe(COMPARE_AT_MOST)
    await tick(user, 'Plot 2')
    expect(screen.queryByText(COMPARE_AT_MOST)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows them side by side, highlighting the facts that differ', async () => {
    const calls = compareApi()
    const { user } = renderPortfolio()
    await tick(user, 'Garden villa in Kharar', 'Flat in Zirakpur')
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    const table = await screen.findByRole('table')
    expect(calls.requests('POST', '/api/properties/compare')[0]!.body).toEqual({ propertyIds: [villa.id, flat.id] })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fact', `Garden villa in Kharar${villa.reference}`, `Flat in Zirakpur${flat.reference}`])
    expect(row('Price').getAttribute('data-differs')).toBe('true')
    expect(within(row('Price')).getByText('Differs')).toBeTruthy()
    expect(within(row('Price')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['₹45,00,000', '₹62,00,000'])
    expect(row('Title').getAttribute('data-differs')).toBe('true')
    expect(row('Location').getAttribute('data-differs')).toBeNull()
    expect(within(row('Location')).queryByText('Differs')).toBeNull()
    expect(within(row('Area')).getAllByRole('cell')[0]!.textContent).toBe('1,200 sq.ft.')
    expect(screen.getByText('They differ in 2 of 9 facts, highlighted below.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Close comparison' }))
    expect(screen.queryByRole('table')).toBeNull()
  })

  it("shows an unset price as 'Price on request', rooms and area of 0 as none, and a score of 0 as 'Not yet scored'", async () => {
    const plot = {
      ...flat,
      financial: { pricing: { ...flat.financial.pricing, totalPrice: 0 } },
      specifications: { ...flat.specifications, area: { total: 0, unit: 'sqft' as const }, rooms: { bedrooms: 0, bathrooms: 0 } },
      evaluation: { propertyScore: 0 },
    }
    fakeApi({
      'GET /api/properties': () => ({ body: pageOf([villa, plot]) }),
      'POST /api/properties/compare': () => ({ body: { success: true, ...domainCompare([villa, plot]) } }),
    })
    const { user } = renderPortfolio()
    await tick(user, 'Garden villa in Kharar', 'Flat in Zirakpur')
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    await screen.findByRole('table')
    expect(within(row('Price')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['₹45,00,000', 'Price on request'])
    expect(within(row('Bedrooms')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['3', '—'])
    expect(within(row('Bathrooms')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['2', '—'])
    expect(within(row('Area')).getAllByRole('cell')[1]!.textContent).toBe('—')
    expect(within(row('Score')).getAllByRole('cell')[1]!.textContent).toBe('Not yet scored')
  })

  it('highlights a fact on which a third property departs from the first', async () => {
    compareApi()
    const { user } = renderPortfolio()
    await tick(user, 'Garden villa in Kharar', 'Flat in Zirakpur', 'Twin villa in Kharar')
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    await screen.findByRole('table')
    expect(within(row('Location')).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Mohali, Punjab', 'Mohali, Punjab', 'Pune, Maharashtra'])
    expect(row('Location').getAttribute('data-differs')).toBe('true')
    expect(row('Status').getAttribute('data-differs')).toBeNull()
  })

  it("shows the server's refusal", async () => {
    fakeApi({
      'GET /api/properties': () => ({ body: pageOf(all) }),
      'POST /api/properties/compare': () => ({ status: 404, body: { success: false, message: 'Property not found', code: 'NOT_FOUND' } }),
    })
    const { user } = renderPortfolio()
    await tick(user, 'Garden villa in Kharar', 'Flat in Zirakpur')
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Property not found'))
  })
})
