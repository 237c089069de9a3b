import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_STENCIL_SQM, messages, polygonAreaSqm, type LatLng, type PropertyDraft } from '@vishwas/domain'
import { INDIA_CENTER } from '../lib/map-view'
import { formApi, renderFormPage } from '../property-form-test-kit'
import { STENCIL_BUTTON_LABEL } from './boundary-panel'
import { PropertyCreatePage } from './property-form-pages'

/** The JSON the form sent, as the test reads it. */
type Sent = PropertyDraft & Record<string, unknown>

// Leaflet needs a real browser; the map's own chunk is replaced by its container here, with a
// button that stands for the seller drawing `drawn` with the polygon tool.
const drawing = vi.hoisted(() => ({ drawn: [] as LatLng[] }))
vi.mock('./boundary-map', () => ({
  default: ({ onBoundaryChange }: { onBoundaryChange: (vertices: LatLng[]) => void }) => (
    <div data-testid="boundary-map">
      <button type="button" onClick={() => onBoundaryChange(drawing.drawn)}>
        Draw on the map
      </button>
    </div>
  ),
}))

const createPath = '/seller/property/create'

function renderCreate() {
  return renderFormPage(<PropertyCreatePage />, createPath)
}

describe('smart property form: create', () => {
  it('shows the sections, every input labelled, and the fields from the property schema', async () => {
    formApi()
    renderCreate()
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Property' })).toBeTruthy()
    for (const name of ['Basic information', 'Location', 'Price', 'Specifications', 'Amenities', 'More details']) {
      expect(screen.getByRole('region', { name })).toBeTruthy()
    }
    expect(await screen.findByTestId('boundary-map')).toBeTruthy()
    // From GET /api/schemas/property: fields no hand-made section shows.
    expect(await screen.findByLabelText('Floors')).toBeTruthy()
    expect(screen.getByLabelText('Facing')).toBeTruthy()
    expect(screen.getByLabelText('RERA registration number')).toBeTruthy()
    expect(screen.getByLabelText('Negotiable')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Natural hazard risk' })).toBeTruthy()
    expect(screen.getByLabelText('Surroundings')).toBeTruthy()
    // What the server keeps is not offered.
    expect(screen.queryByLabelText('Property score')).toBeNull()
    expect(screen.queryByLabelText('Views')).toBeNull()
    for (const input of document.querySelectorAll('input:not([type=hidden]), select, textarea')) {
      const label = input.closest('label') ?? (input.id ? document.querySelector(`label[for="${input.id}"]`) : null)
      expect(label?.textContent, `label for ${input.outerHTML}`).toBeTruthy()
    }
  })

  it("keeps the map's controls in their own stacking context, under the sticky header and its menu", async () => {
    formApi()
    renderCreate()
    const map = await screen.findByTestId('boundary-map')
    // Leaflet's controls have z-index 800-1000; \`isolation: isolate\` (Tailwind \`isolate\`) confines them.
    const layer = map.closest('.isolate')
    expect(layer).not.toBeNull()
    expect(layer?.classList.contains('relative')).toBe(true)
  })

  it("shows the property data check's messages verbatim and saves nothing", async () => {
    const calls = formApi()
    const { user } = renderCreate()
    await user.selectOptions(await screen.findByLabelText(/^Property type/), '')
    await user.type(screen.getByLabelText('Total price (₹)'), 'twelve lakh')
    await user.type(screen.getByLabelText('Total area'), '12x')
    await user.click(screen.getByRole('button', { name: 'Save property' }))
    const summary = await screen.findByRole('alert')
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        messages.missingRequiredField('basicInfo.type'),
        messages.missingRequiredField('location.address.city'),
        messages.missingRequiredField('location.address.state'),
        messages.totalPriceMustBeNumber,
        messages.totalAreaMustBeNumber,
      ]),
    )
    expect(screen.getAllByText('Missing required field: location.address.city')).toHaveLength(2)
    expect(screen.getAllByText('Total price must be a number')).toHaveLength(2)
    expect(screen.getByLabelText(/^City/).getAttribute('aria-invalid')).toBe('true')
    expect(calls.requests('POST', '/api/properties')).toHaveLength(0)
  })

  it('checks the other fields with the domain schema', async () => {
    formApi()
    const { user } = renderCreate()
    await user.type(await screen.findByLabelText('PIN code'), '012345')
    await user.type(screen.getByLabelText('Bedrooms'), '2.5')
    await user.click(screen.getByRole('button', { name: 'Save property' }))
    expect(await screen.findAllByText('PIN code must be 6 digits and not start with 0')).toHaveLength(2)
    expect(screen.getAllByText('Enter a whole number')).toHaveLength(2)
  })

  it('drops the 1000 m² stencil at the map centre, lists its corners and area, and fills city and state', async () => {
    const calls = formApi()
    const { user } = renderCreate()
    await user.click(await screen.findByRole('button', { name: STENCIL_BUTTON_LABEL }))
    expect(STENCIL_BUTTON_LABEL).toBe('Drop 1000 m² plot')
    const corners = screen.getByRole('list', { name: 'Boundary corners (4)' })
    expect(within(corners).getAllByRole('listitem')).toHaveLength(4)
    expect(screen.getByText('1,000.00 m² (10,764.00 sq.ft.)')).toBeTruthy()
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('Mohali'))
    expect(screen.getByLabelText<HTMLSelectElement>(/^State/).value).toBe('Punjab')
    expect(screen.getByText('Filled in from the map: city Mohali, state Punjab.')).toBeTruthy()
    const [lookup] = calls.requests('GET', '/api/geocode/reverse')
    expect(Number(lookup!.url.searchParams.get('lat'))).toBeCloseTo(INDIA_CENTER.latitude, 4)
    expect(Number(lookup!.url.searchParams.get('lng'))).toBeCloseTo(INDIA_CENTER.longitude, 4)

    await user.click(screen.getByRole('button', { name: 'Use 10,764.00 sq.ft. as the total area' }))
    expect(screen.getByLabelText<HTMLInputElement>('Total area').value).toBe('10764')

    await user.click(screen.getByRole('button', { name: 'Clear boundary' }))
    expect(screen.queryByRole('list', { name: /Boundary corners/ })).toBeNull()
    expect(screen.getByText('No boundary yet.')).toBeTruthy()
  })

  it('says at once when a drawn boundary is wider than a property may be, and when it is fixed', async () => {
    const calls = formApi()
    const { user } = renderCreate()
    const zoomIn = 'Zoom in until you can see the streets, then draw the plot again.'
    /** The limit broken, and what to do about it. */
    const problemShown = () => [...screen.getByRole('alert').children].map((line) => line.textContent)
    /** The seller draws these corners (latitude, longitude) with the polygon tool. */
    const draw = async (...corners: [number, number][]) => {
      drawing.drawn = corners.map(([latitude, longitude]) => ({ latitude, longitude }))
      await user.click(await screen.findByRole('button', { name: 'Draw on the map' }))
    }
    // Drawn at the map's opening zoom: about 3.5° by 2.6°, most of Madhya Pradesh.
    await draw([21, 77.2], [21, 80.7], [23.6, 80.7], [23.6, 77.2])
    expect(problemShown()).toEqual(['Property boundary must fit within 1 degree of latitude and 1 degree of longitude', zoomIn])
    // Within a degree but larger than any estate: the area's limit.
    await draw([22, 78], [22, 78.9], [22.9, 78.9], [22.9, 78])
    expect(problemShown()).toEqual(['Total area must be at most 1,00,000 hectares', zoomIn])
    // Such an area is not offered as the total.
    expect(screen.queryByRole('button', { name: /^Use .* as the total area$/ })).toBeNull()
    // A bow tie: two sides cross.
    await draw([30.7, 76.7], [30.701, 76.701], [30.7, 76.701], [30.701, 76.7])
    expect(problemShown()).toEqual(['Property boundary must be a simple polygon', 'Drag the corners so that no two sides cross.'])
    // None of these drawings is looked up for the address.
    expect(calls.requests('GET', '/api/geocode/reverse')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: STENCIL_BUTTON_LABEL }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: /^Use .* as the total area$/ })).toBeTruthy()
    await waitFor(() => expect(calls.requests('GET', '/api/geocode/reverse')).toHaveLength(1))
  })

  it('keeps a city the seller typed and fills only the empty state', async () => {
    formApi()
    const { user } = renderCreate()
    await user.type(await screen.findByLabelText(/^City/), 'Kharar')
    await user.click(screen.getByRole('button', { name: STENCIL_BUTTON_LABEL }))
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>(/^State/).value).toBe('Punjab'))
    expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('Kharar')
    expect(screen.getByText('Filled in from the map: state Punjab.')).toBeTruthy()
  })

  it("says so when the geocoder fails, and the form still works", async () => {
    formApi({ 'GET /api/geocode/reverse': () => ({ status: 503, body: { success: false, message: 'Geocoding API error: 502', code: 'SERVICE_UNAVAILABLE' } }) })
    const { user } = renderCreate()
    await user.click(await screen.findByRole('button', { name: STENCIL_BUTTON_LABEL }))
    expect(await screen.findByText('Geocoding API error: 502')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('')
  })

  it('posts the property and opens its page', async () => {
    const calls = formApi()
    const { user, router } = renderCreate()
    await user.type(await screen.findByLabelText('Title'), '  Corner plot in Sector 70  ')
    await user.selectOptions(screen.getByLabelText(/^Property type/), 'land')
    await user.selectOptions(screen.getByLabelText('Sub-type'), 'plot')
    await user.click(screen.getByRole('button', { name: STENCIL_BUTTON_LABEL }))
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('Mohali'))
    await user.type(screen.getByLabelText('Total price (₹)'), '45,00,000')
    expect(screen.getByText('₹45,00,000 (₹45 L)')).toBeTruthy()
    await user.click(screen.getByLabelText('Parking'))
    await user.type(screen.getByLabelText('Other amenities'), 'Temple view{Enter}')
    await user.type(await screen.findByLabelText('Surroundings'), 'school{Enter}')
    await user.selectOptions(screen.getByLabelText('Flood risk'), 'high')
    await user.selectOptions(screen.getByLabelText('Negotiable'), 'Yes')
    await user.click(screen.getByRole('button', { name: 'Save property' }))

    await screen.findByText('Saved page for new-property-id')
    expect(router.state.location.pathname).toBe('/seller/properties/new-property-id')
    const [post] = calls.requests('POST', '/api/properties')
    const body = post!.body as Sent
    expect(body.reference).toMatch(/^PROP-[A-Z0-9]+-[A-Z0-9]{5}$/)
    expect(body.basicInfo).toEqual({ title: 'Corner plot in Sector 70', type: 'land', subType: 'plot', status: 'draft', listingType: 'sale' })
    expect(body.location.address).toEqual({ city: 'Mohali', state: 'Punjab', country: 'India' })
    const vertices = body.location.geofence.vertices as LatLng[]
    expect(vertices).toHaveLength(4)
    expect(polygonAreaSqm(vertices)).toBeCloseTo(DEFAULT_STENCIL_SQM, 3)
    expect(body.location.coordinates?.latitude).toBeCloseTo(INDIA_CENTER.latitude, 6)
    expect(body.financial.pricing).toEqual({ totalPrice: 4_500_000, currency: 'INR', negotiable: true })
    expect(body.specifications).toEqual({ area: { total: 0, unit: 'sqft' }, rooms: { bedrooms: 0, bathrooms: 0 } })
    // Tags are stored in lower case (the domain's normalizeTag), as they are searched.
    expect(body.amenities).toEqual(['parking', 'temple view'])
    expect(body.surrounding).toEqual(['school'])
    expect(body.risk).toEqual({ earthquake: 'low', flood: 'high', hurricane: 'low', landslide: 'low' })
  })

  it("shows the server's message when the save is refused", async () => {
    formApi({
      'POST /api/properties': () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Property boundary must be a simple polygon',
          errors: [{ path: 'location.geofence.vertices', message: 'Property boundary must be a simple polygon' }],
        },
      }),
    })
    const { user, router } = renderCreate()
    await user.type(await screen.findByLabelText(/^City/), 'Mohali')
    await user.selectOptions(screen.getByLabelText(/^State/), 'Punjab')
    await user.click(screen.getByRole('button', { name: 'Save property' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Property boundary must be a simple polygon')
    expect(router.state.location.pathname).toBe(createPath)
  })

  it('goes back to the portfolio on cancel', async () => {
    formApi()
    const { user, router } = renderCreate()
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Portfolio page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/seller/properties')
  })

  it('asks before leaving changes unsaved, and stays when the seller says so', async () => {
    formApi()
    const { user, router } = renderCreate()
    await user.type(await screen.findByLabelText(/^Title/), 'Corner plot')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(router.state.location.pathname).toBe(createPath)
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe('Corner plot')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }))
    expect(await screen.findByText('Portfolio page')).toBeTruthy()
  })
})
