import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { LatLng } from '@vishwas/domain'
import { fakeApi, type FakeCall } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import type { MapPlot } from '../api/get-map-viewport'
import type { MapFilterFormRenderer } from './map-toolbar'
import { MapPage } from './map-page'

const drawn: LatLng[] = [
  { latitude: 30.69, longitude: 76.69 },
  { latitude: 30.69, longitude: 76.71 },
  { latitude: 30.71, longitude: 76.71 },
]
const tapped: LatLng = { latitude: 30.7012345, longitude: 76.7012345 }
// The map is for browser journeys: here it reports one street-level view, draws an area and takes a tap on demand.
vi.mock('./listing-map', async () => {
  const { useEffect } = await import('react')
  function FakeMap(props: {
    plots: MapPlot[]
    highlightedId: string | null
    placing: string | null
    onViewChange: (bounds: object, view: object) => void
    onArea: (ring: LatLng[]) => void
    onHover: (id: string | null) => void
    onPlace: (point: LatLng) => void
  }) {
    const { onViewChange } = props
    useEffect(() => onViewChange({ south: 30.69, west: 76.69, north: 30.71, east: 76.71, zoom: 16 }, { latitude: 30.7, longitude: 76.7, zoom: 16 }), [onViewChange])
    return (
      <div data-placing={String(props.placing)} data-testid="fake-map">
        <button type="button" onClick={() => props.onArea(drawn)}>
          Draw an area
        </button>
        <button type="button" onClick={() => props.onPlace(tapped)}>
          Tap the map
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

/** The home page's form stands in as one button applying a few of its filters. */
const filterForm: MapFilterFormRenderer = ({ onApply }) => (
  <button type="button" onClick={() => onApply({ minArea: 100, areaUnit: 'sqm', furnishing: 'furnished', city: 'Mohali' })}>
    Apply the home filters
  </button>
)

function renderMap(path = '/map', { isSignedIn = false, spotTaken = false } = {}) {
  const api = fakeApi({
    'GET /api/map/viewport': (call: FakeCall) => ({
      body: { success: true, mode: 'plots', plots: call.url.searchParams.get('listingType') === 'rent' ? [plot(3, 25_000, 'rent')] : [plot(1, 4_500_000), plot(2, 9_000_000)], clusters: [], total: 2, truncated: false },
    }),
    'POST /api/map/search/area': () => ({ body: { success: true, plots: spotTaken ? [plot(1, 4_500_000)] : [], truncated: false } }),
    'POST /api/map/search/radius': () => ({ body: { success: true, plots: [{ ...plot(2, 9_000_000), metres: 352.4 }], truncated: false } }),
    'POST /api/properties/validate-point': () => ({ body: { success: true, isValid: false, message: 'Point lies inside an existing property', containingProperties: [{ id: plot(4, 0).id, reference: 'PROP-MAP4', title: 'My draft plot' }] } }),
  })
  const view = renderRoutes([{ path: '/map', element: <MapPage filterForm={filterForm} isSignedIn={isSignedIn} /> }], path)
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
    expect(await screen.findByText('0 listings in the drawn area')).toBeTruthy()
    expect(api.requests('POST', '/api/map/search/area')[0]!.body).toEqual({ polygon: drawn, listingType: 'rent' })
    await user.click(screen.getByRole('button', { name: 'Clear the drawn area' }))
    expect(await screen.findByRole('link', { name: /Plot 3/ })).toBeTruthy()
  })

  it("applies the home page's filters by the home list's names, in the address and in every call", async () => {
    const { api, user, router } = renderMap('/map?listingType=sale')
    await screen.findByRole('link', { name: /Plot 1/ })
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.click(screen.getByRole('button', { name: 'Apply the home filters' }))
    expect(new URLSearchParams(router.state.location.search).get('furnishing')).toBe('furnished')
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy()
    const last = api.requests('GET', '/api/map/viewport').at(-1)!
    expect(Object.fromEntries(last.url.searchParams)).toMatchObject({ listingType: 'sale', city: 'Mohali', minArea: '100', areaUnit: 'sqm', furnishing: 'furnished' })
    await user.click(screen.getByRole('button', { name: 'Draw an area' }))
    await screen.findByText('0 listings in the drawn area')
    expect(api.requests('POST', '/api/map/search/area')[0]!.body).toEqual({ polygon: drawn, listingType: 'sale', city: 'Mohali', minArea: 100, areaUnit: 'sqm', furnishing: 'furnished' })
  })

  it('drops a pin where the map is tapped and lists what lies within the chosen radius, nearest first', async () => {
    const { api, user } = renderMap()
    await screen.findByRole('link', { name: /Plot 1/ })
    await user.selectOptions(screen.getByLabelText('Radius around the pin'), '2 km')
    await user.click(screen.getByRole('button', { name: 'Drop a pin' }))
    expect(screen.getByTestId('fake-map').dataset.placing).toBe('pin')
    expect(screen.getByText('Tap the map to drop a pin and list what lies within 2 km.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Tap the map' }))
    expect(await screen.findByText('1 listing within 2 km of the pin')).toBeTruthy()
    expect(api.requests('POST', '/api/map/search/radius')[0]!.body).toEqual({ latitude: 30.701235, longitude: 76.701235, radius: 2000 })
    expect(screen.getByRole('link', { name: /Plot 2/ }).textContent).toContain('352 m away')
    expect(screen.getByTestId('fake-map').dataset.placing).toBe('null')
    await user.selectOptions(screen.getByLabelText('Radius around the pin'), '500 m')
    expect(await screen.findByText('1 listing within 500 m of the pin')).toBeTruthy()
    expect(api.requests('POST', '/api/map/search/radius')[1]!.body).toMatchObject({ radius: 500 })
    await user.click(screen.getByRole('button', { name: 'Clear the pin' }))
    expect(await screen.findByText('2 plots in view')).toBeTruthy()
  })

  it('asks whether the 1000 m² stencil around a spot overlaps a listed plot, and signed in, what validate-point says of its centre', async () => {
    const { api, user } = renderMap('/map', { spotTaken: true, isSignedIn: true })
    await screen.findByRole('link', { name: /Plot 1/ })
    await user.click(screen.getByRole('button', { name: 'Is this spot taken?' }))
    await user.click(screen.getByRole('button', { name: 'Use the centre of the map' }))
    expect(await screen.findByText('This 1,000 m² spot is taken: 1 listed plot overlaps it.')).toBeTruthy()
    const ring = (api.requests('POST', '/api/map/search/area')[0]!.body as { polygon: LatLng[] }).polygon
    expect(ring).toHaveLength(4)
    // About 31.6 m a side around the map's centre.
    expect((ring[2]!.latitude - ring[0]!.latitude) * 111_195).toBeCloseTo(31.6, 0)
    expect((ring[0]!.latitude + ring[2]!.latitude) / 2).toBeCloseTo(30.7, 6)
    expect(api.requests('POST', '/api/properties/validate-point')[0]!.body).toEqual({ latitude: 30.7, longitude: 76.7 })
    expect(await screen.findByText('Point lies inside an existing property')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'My draft plot' })).toBeTruthy()
  })

  it('says a spot is free among listed plots, and signed out asks nothing that needs a session', async () => {
    const { api, user } = renderMap()
    await screen.findByRole('link', { name: /Plot 1/ })
    await user.click(screen.getByRole('button', { name: 'Is this spot taken?' }))
    await user.click(screen.getByRole('button', { name: 'Tap the map' }))
    expect(await screen.findByText('This 1,000 m² spot is free: no listed plot overlaps it.')).toBeTruthy()
    expect(screen.getByText('Only listed plots are checked. Sign in to check your own unlisted plots too.')).toBeTruthy()
    expect(api.requests('POST', '/api/properties/validate-point')).toHaveLength(0)
  })

  it('on a phone keeps the list in a bottom sheet that opens and closes over the map', async () => {
    const { user } = renderMap()
    await screen.findByRole('link', { name: /Plot 1/ })
    const sheet = screen.getByRole('region', { name: 'Listings on the map' })
    const handle = screen.getByRole('button', { name: 'Show the list (2)' })
    expect([sheet.dataset.sheet, handle.getAttribute('aria-expanded')]).toEqual(['closed', 'false'])
    await user.click(handle)
    expect([sheet.dataset.sheet, screen.getByRole('button', { name: 'Show the map' }).getAttribute('aria-expanded')]).toEqual(['open', 'true'])
  })
})
