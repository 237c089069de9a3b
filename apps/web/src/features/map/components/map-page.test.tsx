import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { LatLng } from '@vishwas/domain'
import { fakeApi, type FakeCall } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import type { MapPlot } from '../api/get-map-viewport'
import { MapPage } from './map-page'

const drawn: LatLng[] = [
  { latitude: 30.69, longitude: 76.69 },
  { latitude: 30.69, longitude: 76.71 },
  { latitude: 30.71, longitude: 76.71 },
]
// The map is for browser journeys: here it reports one street-level view and draws an area on demand.
vi.mock('./listing-map', async () => {
  const { useEffect } = await import('react')
  function FakeMap(props: { plots: MapPlot[]; highlightedId: string | null; onViewChange: (bounds: object, view: object) => void; onArea: (ring: LatLng[]) => void; onHover: (id: string | null) => void }) {
    const { onViewChange } = props
    useEffect(() => onViewChange({ south: 30.69, west: 76.69, north: 30.71, east: 76.71, zoom: 16 }, { latitude: 30.7, longitude: 76.7, zoom: 16 }), [onViewChange])
    return (
      <div>
        <button type="button" onClick={() => props.onArea(drawn)}>
          Draw an area
        </button>
        {props.plots.map((plot) => (
          <span key={plot.id} data-testid="plot-on-map" data-highlighted={String(props.highlightedId === plot.id)} onMouseEnter={() => props.onHover(plot.id)}>
            {plot.reference}
          </span>
        ))}
      </div>
    )
  }
  return { default: FakeMap }
})

const plot = (n: number, price: number, listingType: 'sale' | 'rent' = 'sale'): MapPlot => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  reference: `PROP-MAP${n}`,
  title: `Plot ${n}`,
  price,
  listingType,
  latitude: 30.7,
  longitude: 76.7,
  boundary: [],
})

function renderMap(path = '/map') {
  const api = fakeApi({
    'GET /api/map/viewport': (call: FakeCall) => ({
      body: { success: true, mode: 'plots', plots: call.url.searchParams.get('listingType') === 'rent' ? [plot(3, 25_000, 'rent')] : [plot(1, 4_500_000), plot(2, 9_000_000)], clusters: [], total: 2, truncated: false },
    }),
    'POST /api/map/search/area': () => ({ body: { success: true, plots: [plot(2, 9_000_000)], truncated: false } }),
  })
  const view = renderRoutes([{ path: '/map', element: <MapPage /> }], path)
  return { api, ...view, user: userEvent.setup() }
}

describe('MapPage', () => {
  it('lists the plots in view, keeps the view in the address, and highlights a plot from its card and back', async () => {
    const { api, user } = renderMap('/map?listingType=sale&bhk=2,3')
    expect(await screen.findByRole('link', { name: /Plot 1/ })).toBeTruthy()
    expect(screen.getByText('2 plots in view')).toBeTruthy()
    const [request] = api.requests('GET', '/api/map/viewport')
    expect(Object.fromEntries(request!.url.searchParams)).toMatchObject({ south: '30.69', west: '76.69', north: '30.71', east: '76.71', zoom: '16', listingType: 'sale', bhk: '2,3' })
    await user.hover(screen.getByRole('link', { name: /Plot 2/ }))
    expect(screen.getAllByTestId('plot-on-map').map((el) => el.dataset.highlighted)).toEqual(['false', 'true'])
    await user.hover(screen.getAllByTestId('plot-on-map')[0]!)
    expect(screen.getByRole('link', { name: /Plot 1/ }).className).toContain('border-amber-600')
  })

  it('filters by kind in the address and lists only what a drawn area meets', async () => {
    const { api, user } = renderMap()
    await screen.findByRole('link', { name: /Plot 1/ })
    await user.click(screen.getByRole('button', { name: 'Rent' }))
    expect(await screen.findByRole('link', { name: /Plot 3/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Plot 3/ }).textContent).toContain('per month')
    await user.click(screen.getByRole('button', { name: 'Draw an area' }))
    expect(await screen.findByText('1 listing in the drawn area')).toBeTruthy()
    expect(api.requests('POST', '/api/map/search/area')[0]!.body).toEqual({ polygon: drawn, listingType: 'rent' })
    await user.click(screen.getByRole('button', { name: 'Clear the drawn area' }))
    expect(await screen.findByRole('link', { name: /Plot 3/ })).toBeTruthy()
  })
})
