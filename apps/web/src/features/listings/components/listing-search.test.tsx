// The home search: Buy, Rent or Lease first, budgets and price sorting within the kind with
// labels saying which price, presets per kind, messages instead of silent drops, and every
// filter in the address (shareable, Back works).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty, pageOf } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { ListingsPage } from './listings-page'

function renderHome(path = '/') {
  const api = fakeApi({ 'GET /api/properties/public': () => ({ body: pageOf([makeProperty()]) }) })
  const rendered = renderRoutes([{ path: '/', element: <ListingsPage /> }], path)
  return { api, ...rendered }
}

function lastRequest(api: ReturnType<typeof fakeApi>): Record<string, string> {
  return Object.fromEntries(api.requests('GET', '/api/properties/public').at(-1)!.url.searchParams)
}

const sortLabels = () => within(screen.getByLabelText('Sort by')).getAllByRole('option').map((option) => option.textContent)

describe('the home search: the kind of listing', () => {
  it('opens on Buy: sales only, priced and sorted by total price', async () => {
    const { api } = renderHome()
    await screen.findAllByRole('article')
    expect(screen.getByRole('tab', { name: 'Buy' }).getAttribute('aria-selected')).toBe('true')
    expect(lastRequest(api).listingType).toBe('sale')
    expect(screen.getByLabelText('Min total price')).toBeTruthy()
    expect(sortLabels()).toContain('Total price: low to high')
    expect(screen.getByRole('button', { name: 'Under ₹50 L' })).toBeTruthy()
  })

  it('switches to Rent in the address: rent per month in the labels, the presets and the request; Back returns to Buy', async () => {
    const { api, router } = renderHome('/?city=Mohali&minPrice=5000000&sortBy=price&sortOrder=asc')
    await screen.findAllByRole('article')
    await userEvent.click(screen.getByRole('tab', { name: 'Rent' }))
    // A sale's budget is no rent: it goes; the place and the order stay.
    await waitFor(() => expect(router.state.location.search).toBe('?listingType=rent&city=Mohali&sortBy=price&sortOrder=asc'))
    await waitFor(() => expect(lastRequest(api)).toMatchObject({ listingType: 'rent', city: 'Mohali', sortBy: 'price', sortOrder: 'asc' }))
    expect(lastRequest(api).minPrice).toBeUndefined()
    expect(screen.getByRole('tab', { name: 'Rent' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByLabelText<HTMLInputElement>('Min rent per month').value).toBe('')
    expect(screen.getByRole('group', { name: 'Budget (rent per month, ₹)' })).toBeTruthy()
    expect(sortLabels()).toEqual(expect.arrayContaining(['Rent per month: low to high', 'Rent per month: high to low']))
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('price:asc')
    expect(screen.getByRole('button', { name: 'Under ₹10,000' })).toBeTruthy()
    await router.navigate(-1)
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Buy' }).getAttribute('aria-selected')).toBe('true'))
    expect(screen.getByLabelText<HTMLInputElement>('Min total price').value).toBe('50 L')
  })

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    const { router } = renderHome()
    await screen.findAllByRole('article')
    const user = userEvent.setup()
    screen.getByRole('tab', { name: 'Buy' }).focus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(router.state.location.search).toBe('?listingType=rent'))
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Rent' }))
    await user.keyboard('{End}')
    await waitFor(() => expect(router.state.location.search).toBe('?listingType=lease'))
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.getByRole('tab', { name: 'Buy' }).getAttribute('tabindex')).toBe('0')
    expect(screen.getByRole('tab', { name: 'Lease' }).getAttribute('tabindex')).toBe('-1')
  })
})

describe('the home search: the budget', () => {
  it('reads prices as Indians type them into whole rupees in the address and the request', async () => {
    const { api, router } = renderHome('/?listingType=rent')
    await screen.findAllByRole('article')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Min rent per month'), '15k')
    await user.type(screen.getByLabelText('Max rent per month'), '30k')
    expect(screen.getByText('₹30,000')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.search).toBe('?listingType=rent&minPrice=15000&maxPrice=30000'))
    await waitFor(() => expect(lastRequest(api)).toMatchObject({ listingType: 'rent', minPrice: '15000', maxPrice: '30000' }))
  })

  it('applies a preset at once', async () => {
    const { api, router } = renderHome()
    await screen.findAllByRole('article')
    await userEvent.click(screen.getByRole('button', { name: '₹50 L – ₹1 Cr' }))
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=5000000&maxPrice=10000000'))
    await waitFor(() => expect(lastRequest(api)).toMatchObject({ minPrice: '5000000', maxPrice: '10000000' }))
    expect(screen.getByRole('button', { name: '₹50 L – ₹1 Cr' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByLabelText<HTMLInputElement>('Max total price').value).toBe('1 Cr')
  })

  it('refuses a minimum above the maximum with a message beside the field, sending nothing', async () => {
    const { api } = renderHome()
    await screen.findAllByRole('article')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Min total price'), '1.2 Cr')
    await user.type(screen.getByLabelText('Max total price'), '50 L')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const min = screen.getByLabelText('Min total price')
    expect(min.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(min.getAttribute('aria-describedby')!)?.textContent).toBe('The minimum price is above the maximum.')
    expect(document.activeElement).toBe(min)
    expect(api.requests('GET', '/api/properties/public')).toHaveLength(1)
  })

  it('refuses a negative price or words with the message, never dropping them in silence', async () => {
    const { api, router } = renderHome()
    await screen.findAllByRole('article')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Max total price'), '-40 L')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByText('A price cannot be negative.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Max total price'))
    await user.clear(screen.getByLabelText('Max total price'))
    await user.type(screen.getByLabelText('Max total price'), 'cheap')
    expect(screen.getByText(/Enter a price in rupees, lakh or crore/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(api.requests('GET', '/api/properties/public')).toHaveLength(1)
    expect(router.state.location.search).toBe('')
  })
})

describe('the home search: what buyers filter by', () => {
  it('puts BHK, area with its unit, furnishing, construction, posted by and verified owners in the address and the request', async () => {
    const { api, router } = renderHome('/?listingType=rent')
    await screen.findAllByRole('article')
    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: '2 BHK' }))
    await user.click(screen.getByRole('checkbox', { name: '5+ BHK' }))
    await user.click(screen.getByText('More filters'))
    await user.type(screen.getByLabelText('Min area'), '900')
    await user.selectOptions(screen.getByLabelText('Area unit'), 'sqm')
    await user.selectOptions(screen.getByLabelText('Furnishing'), 'semi-furnished')
    await user.selectOptions(screen.getByLabelText('Construction'), 'ready-to-move')
    await user.selectOptions(screen.getByLabelText('Posted by'), 'owner')
    await user.click(screen.getByRole('checkbox', { name: "Owner's identity verified (KYC)" }))
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const search = '?listingType=rent&bhk=2%2C5&minArea=900&areaUnit=sqm&furnishing=semi-furnished&constructionStatus=ready-to-move&postedBy=owner&verifiedOnly=true'
    await waitFor(() => expect(router.state.location.search).toBe(search))
    await waitFor(() =>
      expect(lastRequest(api)).toMatchObject({
        listingType: 'rent',
        bhk: '2,5',
        minArea: '900',
        areaUnit: 'sqm',
        furnishing: 'semi-furnished',
        constructionStatus: 'ready-to-move',
        postedBy: 'owner',
        verifiedOnly: 'true',
      }),
    )
  })

  it('fills the form from a shared address', async () => {
    renderHome('/?listingType=lease&bhk=3,4&maxArea=2&areaUnit=acres&furnishing=furnished&postedBy=dealer&verifiedOnly=true&maxPrice=200000')
    await screen.findAllByRole('article')
    expect(screen.getByRole('tab', { name: 'Lease' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '3 BHK' }).checked).toBe(true)
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '4 BHK' }).checked).toBe(true)
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '2 BHK' }).checked).toBe(false)
    expect(screen.getByLabelText<HTMLInputElement>('Max area').value).toBe('2')
    expect(screen.getByLabelText<HTMLSelectElement>('Area unit').value).toBe('acres')
    expect(screen.getByLabelText<HTMLSelectElement>('Furnishing').value).toBe('furnished')
    expect(screen.getByLabelText<HTMLSelectElement>('Posted by').value).toBe('dealer')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: "Owner's identity verified (KYC)" }).checked).toBe(true)
    expect(screen.getByLabelText<HTMLInputElement>('Max rent per month').value).toBe('2 L')
    expect(screen.getByRole('button', { name: '₹50,000 – ₹2 L' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('refuses a smallest area above the largest with a message', async () => {
    const { api } = renderHome()
    await screen.findAllByRole('article')
    const user = userEvent.setup()
    await user.click(screen.getByText('More filters'))
    await user.type(screen.getByLabelText('Min area'), '2000')
    await user.type(screen.getByLabelText('Max area'), '1000')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByText('The smallest area is above the largest.')).toBeTruthy()
    expect(api.requests('GET', '/api/properties/public')).toHaveLength(1)
  })
})
