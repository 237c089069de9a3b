import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { BROWSER_SHORTLIST_KEY } from '../hooks/browser-shortlist'
import { renderShortlist } from '../shortlist-test-kit'
import { ShortlistPage } from './shortlist-page'

const GONE = '00000000-0000-4000-8000-00000000dead'

function byIds(listings: Property[]) {
  return fakeApi({
    'GET /api/properties/public/by-ids': (call) => {
      const ids = call.url.searchParams.get('ids')!.split(',')
      return { body: { success: true, properties: ids.flatMap((id) => listings.filter((listing) => listing.id === id)) } }
    },
  })
}

const routes = [
  { path: '/shortlist', element: <ShortlistPage /> },
  { path: '/shortlist/compare', element: <p>Comparison</p> },
]

describe('the shortlist page', () => {
  it('shows the browser\'s shortlisted listings, says one is no longer listed, and offers sign-in to keep them', async () => {
    const listings = [makeProperty({ title: 'Villa in Kharar' }), makeProperty({ title: 'Plot in Zirakpur', price: 2_500_000 })]
    window.localStorage.setItem(BROWSER_SHORTLIST_KEY, JSON.stringify([listings[1]!.id, GONE, listings[0]!.id]))
    const api = byIds(listings)
    renderShortlist(routes, { path: '/shortlist' })
    const cards = await screen.findAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Plot in Zirakpur', 'Villa in Kharar'])
    expect(within(cards[0]!).getByText('₹25 L')).toBeTruthy()
    expect(api.requests('GET', '/api/properties/public/by-ids')[0]!.url.searchParams.get('ids')).toBe([listings[1]!.id, GONE, listings[0]!.id].join(','))
    expect(screen.getByText('A listing you shortlisted is no longer listed.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign in to keep your shortlist' }).getAttribute('href')).toBe('/login?from=%2Fshortlist')
    await userEvent.click(screen.getByRole('button', { name: 'Remove it' }))
    await waitFor(() => expect(screen.queryByText('A listing you shortlisted is no longer listed.')).toBeNull())
    expect(JSON.parse(window.localStorage.getItem(BROWSER_SHORTLIST_KEY)!)).toEqual([listings[1]!.id, listings[0]!.id])
  })

  it('compares only once 2 are ticked, and at most 4', async () => {
    const listings = Array.from({ length: 5 }, (_, n) => makeProperty({ title: `Flat ${n + 1}` }))
    window.localStorage.setItem(BROWSER_SHORTLIST_KEY, JSON.stringify(listings.map((listing) => listing.id)))
    byIds(listings)
    const { router } = renderShortlist(routes, { path: '/shortlist' })
    await screen.findAllByRole('article')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Compare' }).disabled).toBe(true)
    const tick = (n: number) => userEvent.click(screen.getByRole('checkbox', { name: `Compare Flat ${n}` }))
    await tick(1)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Compare' }).disabled).toBe(true)
    await tick(3)
    await tick(2)
    await tick(4)
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Compare Flat 5' }).disabled).toBe(true)
    await tick(2)
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Compare Flat 5' }).disabled).toBe(false)
    await userEvent.click(screen.getByRole('link', { name: 'Compare 3' }))
    expect(router.state.location.pathname).toBe('/shortlist/compare')
    expect(router.state.location.search).toBe(`?ids=${[listings[0]!.id, listings[2]!.id, listings[3]!.id].join(',')}`)
  })

  it('says how to shortlist when nothing is, and asks the server nothing', async () => {
    const api = fakeApi({})
    renderShortlist(routes, { path: '/shortlist' })
    expect(await screen.findByText('Nothing shortlisted yet.')).toBeTruthy()
    expect(api.calls).toEqual([])
  })
})
