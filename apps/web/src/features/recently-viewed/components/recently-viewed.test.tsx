import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { MAX_RECENTLY_VIEWED, RECENTLY_VIEWED_KEY, readRecentlyViewed, rememberViewed } from '../hooks/recently-viewed-store'
import { RecentlyViewed } from './recently-viewed'

function serve(listings: Property[]) {
  return fakeApi({
    'GET /api/properties/public/by-ids': (call) => {
      const ids = call.url.searchParams.get('ids')!.split(',')
      return { body: { success: true, properties: ids.flatMap((id) => listings.filter((listing) => listing.id === id)) } }
    },
  })
}

describe('recently viewed listings', () => {
  it('remembers the newest first, once each, at most a dozen', () => {
    const ids = Array.from({ length: MAX_RECENTLY_VIEWED + 2 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`)
    for (const id of ids) rememberViewed(id)
    rememberViewed(ids[5]!)
    const remembered = readRecentlyViewed()
    expect(remembered).toHaveLength(MAX_RECENTLY_VIEWED)
    expect(remembered.slice(0, 3)).toEqual([ids[5], ids.at(-1), ids.at(-2)])
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '["javascript:alert(1)", 42]')
    expect(readRecentlyViewed()).toEqual([])
  })

  it('shows them on the home page as they are now, and clears them', async () => {
    const [villa, plot] = [makeProperty({ title: 'Villa in Kharar' }), makeProperty({ title: 'Plot in Zirakpur', price: 2_500_000 })]
    const api = serve([villa, plot])
    rememberViewed(villa.id)
    rememberViewed(plot.id)
    renderRoutes([{ path: '/', element: <RecentlyViewed /> }])
    const section = await screen.findByRole('region', { name: 'Recently viewed' })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/${plot.id}`, `/${villa.id}`])
    expect(links[0]!.textContent).toContain('₹25 L')
    expect(api.requests('GET', '/api/properties/public/by-ids')).toHaveLength(1)
    await userEvent.click(within(section).getByRole('button', { name: 'Clear' }))
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull()
    expect(readRecentlyViewed()).toEqual([])
  })

  it('shows nothing and asks nothing before a listing was opened', () => {
    const api = serve([])
    renderRoutes([{ path: '/', element: <RecentlyViewed /> }])
    act(() => undefined)
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull()
    expect(api.calls).toEqual([])
  })
})
