import { screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { makeProperty } from '../../../testing/fixtures'
import { renderRoutes } from '../../../testing/render'
import { PropertyPage } from './property-page'

function renderProperty(id: string) {
  return renderRoutes([
    {
      path: '/:propertyId',
      element: (
        <StrictMode>
          <PropertyPage idOrReference={id} />
        </StrictMode>
      ),
    },
    { path: '/', element: <p>Home page</p> },
  ], `/${id}`)
}

describe('PropertyPage', () => {
  it('shows the listing: title, price, address, specs, amenities, reference, RERA number and the plot', async () => {
    const property = makeProperty({ title: '3 BHK in Sector 70', price: 8_250_000, id: '11111111-2222-4333-8444-555555555555' })
    fakeApi({
      'GET /api/properties/public/.+': () => ({ body: { success: true, property } }),
      'PATCH /api/properties/.+/views': () => ({ body: { success: true, views: 8 } }),
    })
    renderProperty(property.id)
    expect(await screen.findByRole('heading', { level: 1, name: '3 BHK in Sector 70' })).toBeTruthy()
    expect(screen.getByText('₹82.5 L')).toBeTruthy()
    expect(screen.getAllByText('₹82,50,000').length).toBeGreaterThan(0)
    expect(screen.getByText('Sector 70, Mohali, Punjab')).toBeTruthy()
    expect(screen.getByText('1,200 sq.ft.')).toBeTruthy()
    expect(screen.getByText('Property score').nextElementSibling?.textContent).toBe('82 / 100')
    expect(screen.getByText(property.reference)).toBeTruthy()
    expect(screen.getByText('PBRERA-SAS80-PR0123')).toBeTruthy()
    expect(screen.getByText('1 Nov 2025')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Amenities' })).getByText('Power backup')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Boundary of the plot, 4 corners' })).toBeTruthy()
  })

  it('lets a long title without spaces wrap', async () => {
    const long = 'C'.repeat(200)
    const property = makeProperty({ title: long })
    fakeApi({
      'GET /api/properties/public/.+': () => ({ body: { success: true, property } }),
      'PATCH /api/properties/.+/views': () => ({ body: { success: true, views: 8 } }),
    })
    renderProperty(property.id)
    expect((await screen.findByRole('heading', { level: 1, name: long })).closest('.wrap-anywhere')).not.toBeNull()
  })

  it("shows a plot with no price set as 'Price on request', without room counts of 0", async () => {
    const base = makeProperty({ title: 'Farmland near Kharar', price: 0 })
    const plot = { ...base, specifications: { ...base.specifications, rooms: { bedrooms: 0, bathrooms: 0 } } }
    fakeApi({
      'GET /api/properties/public/.+': () => ({ body: { success: true, property: plot } }),
      'PATCH /api/properties/.+/views': () => ({ body: { success: true, views: 8 } }),
    })
    renderProperty(plot.id)
    await screen.findByRole('heading', { level: 1, name: 'Farmland near Kharar' })
    expect(screen.getByText('Price on request')).toBeTruthy()
    expect(screen.queryByText(/₹0/)).toBeNull()
    expect(screen.queryByText('Bedrooms')).toBeNull()
  })

  it("shows no area for a listing without one, and 'Not yet scored' before it is scored", async () => {
    const base = makeProperty({ title: 'Plot awaiting survey' })
    const property = { ...base, specifications: { ...base.specifications, area: { total: 0, unit: 'sqft' as const } }, evaluation: { propertyScore: 0 } }
    fakeApi({
      'GET /api/properties/public/.+': () => ({ body: { success: true, property } }),
      'PATCH /api/properties/.+/views': () => ({ body: { success: true, views: 8 } }),
    })
    renderProperty(property.id)
    await screen.findByRole('heading', { level: 1, name: 'Plot awaiting survey' })
    expect(screen.queryByText('Area')).toBeNull()
    expect(screen.queryByText(/sq\.ft\./)).toBeNull()
    expect(screen.getByText('Property score').nextElementSibling?.textContent).toBe('Not yet scored')
    expect(screen.queryByText(/\/ 100/)).toBeNull()
  })

  it('records one view per visit (even under StrictMode) and shows the new count', async () => {
    const property = makeProperty()
    const api = fakeApi({
      'GET /api/properties/public/.+': () => ({ body: { success: true, property } }),
      'PATCH /api/properties/.+/views': () => ({ body: { success: true, views: 8 } }),
    })
    renderProperty(property.reference)
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(screen.getByText('Views').nextElementSibling?.textContent).toBe('8'))
    expect(api.requests('PATCH', `/api/properties/${property.id}/views`)).toHaveLength(1)
  })

  it('ignores a failed view update', async () => {
    const property = makeProperty({ title: 'Shop in Phase 7' })
    fakeApi({
      'GET /api/properties/public/.+': () => ({ body: { success: true, property } }),
      'PATCH /api/properties/.+/views': () => new TypeError('Failed to fetch'),
    })
    renderProperty(property.id)
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop in Phase 7' })).toBeTruthy()
    expect(screen.getByText('Views').nextElementSibling?.textContent).toBe('7')
  })

  it("shows 'Property not found' with a way home for an unknown id", async () => {
    const api = fakeApi({
      'GET /api/properties/public/.+': () => ({ status: 404, body: { success: false, message: 'Property not found', code: 'NOT_FOUND' } }),
    })
    renderProperty('PROP-NOPE00-0000')
    expect(await screen.findByRole('heading', { level: 1, name: 'Property not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse all listings' }).getAttribute('href')).toBe('/')
    expect(api.requests('PATCH', '/api/properties/PROP-NOPE00-0000/views')).toHaveLength(0)
  })

  it("shows the server's message for other failures, with a retry", async () => {
    fakeApi({ 'GET /api/properties/public/.+': () => ({ status: 500, body: { success: false, message: 'Database unavailable', code: 'INTERNAL' } }) })
    renderProperty('PROP-ABC123-0000')
    expect(await screen.findByText('Database unavailable')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
