import { screen, within } from '@testing-library/react'
import { shortlistMessages, type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderShortlist } from '../shortlist-test-kit'
import { ComparePage } from './compare-page'

const routes = [{ path: '/shortlist/compare', element: <ComparePage /> }]

function serve(listings: Property[]) {
  return fakeApi({
    'GET /api/properties/public/by-ids': (call) => {
      const ids = call.url.searchParams.get('ids')!.split(',')
      return { body: { success: true, properties: ids.flatMap((id) => listings.filter((listing) => listing.id === id || listing.reference === id)) } }
    },
  })
}

const rowOf = (label: string) => screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!

describe('comparing shortlisted listings', () => {
  it('sets 2 to 4 side by side and marks every fact on which any differs', async () => {
    const first = makeProperty({ title: 'Flat A', price: 4_500_000 })
    const twin = { ...makeProperty({ title: 'Flat B', price: 4_500_000 }), location: first.location }
    const rental = makeProperty({ title: 'Flat C', price: 30_000 })
    const rented = { ...rental, basicInfo: { ...rental.basicInfo, listingType: 'rent' as const }, location: first.location }
    serve([first, twin, rented])
    renderShortlist(routes, { path: `/shortlist/compare?ids=${first.id},${twin.id},${rented.reference}` })
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Fact', 'Flat AFor sale', 'Flat BFor sale', 'Flat CFor rent'])
    // The first two differ only in title; the third departs from the first in price too.
    expect(rowOf('Title').dataset.differs).toBe('true')
    expect(rowOf('Price').dataset.differs).toBe('true')
    expect(rowOf('Location').dataset.differs).toBeUndefined()
    expect(rowOf('Area').dataset.differs).toBeUndefined()
    expect(within(rowOf('Price')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['₹45 L₹45,00,000', '₹45 L₹45,00,000', '₹30,000/month₹30,000 per month'])
    expect(screen.getByText('They differ in 2 of 9 facts, marked below.')).toBeTruthy()
    expect(within(table).getByRole('link', { name: 'Flat C' }).getAttribute('href')).toBe(`/${rented.id}`)
  })

  it('asks for 2 to 4 listings when the address names fewer or more', async () => {
    const api = serve([])
    renderShortlist(routes, { path: '/shortlist/compare?ids=00000000-0000-4000-8000-000000000001' })
    expect(await screen.findByText(`${shortlistMessages.compareRange}.`)).toBeTruthy()
    expect(api.calls).toEqual([])
  })

  it('says so when fewer than 2 are still listed', async () => {
    const only = makeProperty({ title: 'Flat A' })
    serve([only])
    renderShortlist(routes, { path: `/shortlist/compare?ids=${only.id},00000000-0000-4000-8000-00000000dead` })
    expect(await screen.findByText('Fewer than 2 of these listings are still listed, so there is nothing to compare.')).toBeTruthy()
  })
})
