import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { messages, type PropertyDraft } from '@vishwas/domain'
import { formApi, renderFormPage, storedProperty } from '../property-form-test-kit'
import { STENCIL_BUTTON_LABEL } from './boundary-panel'
import { PropertyEditPage } from './property-form-pages'

/** The JSON the form sent, as the test reads it. */
type Sent = PropertyDraft & Record<string, unknown>

vi.mock('./boundary-map', () => ({ default: () => <div data-testid="boundary-map" /> }))

const editPath = '/seller/properties/:propertyId/edit'

function renderEdit() {
  return renderFormPage(<PropertyEditPage propertyId="PROP-MABC12-XY34" />, editPath)
}

describe('smart property form: edit', () => {
  it('starts from the stored property and puts it back merged with the changes', async () => {
    const stored = storedProperty()
    const calls = formApi({
      'GET /api/properties/PROP-MABC12-XY34': () => ({ body: { success: true, property: stored } }),
      'PUT /api/properties/PROP-MABC12-XY34': ({ body }) => ({ body: { success: true, property: body } }),
    })
    const { user, router } = renderEdit()
    const price = await screen.findByLabelText<HTMLInputElement>('Total price (₹)')
    expect(price.value).toBe('4500000')
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Garden villa in Kharar')
    expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('Kharar')
    expect(screen.getByRole('list', { name: 'Boundary corners (4)' })).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Parking').checked).toBe(true)
    const description = await screen.findByLabelText<HTMLTextAreaElement>('Description')
    expect(description.value).toBe('Corner plot with a lawn.')

    await user.clear(price)
    await user.type(price, '4800000')
    await user.clear(description)
    await user.click(screen.getByRole('button', { name: 'Save property' }))

    await screen.findByText(`Saved page for ${stored.id}`)
    expect(router.state.location.pathname).toBe(`/seller/properties/${stored.id}`)
    const [put] = calls.requests('PUT', '/api/properties/PROP-MABC12-XY34')
    const body = put!.body as Sent
    expect(body.financial.pricing.totalPrice).toBe(4_800_000)
    expect(body.basicInfo).not.toHaveProperty('description')
    // What the form does not edit comes back as stored.
    expect(body.id).toBe(stored.id)
    expect(body.metadata).toEqual(stored.metadata)
    expect(body.analytics).toEqual(stored.analytics)
    expect(body.evaluation).toEqual(stored.evaluation)
    expect(body.ownership).toEqual(stored.ownership)
    expect(body.legacyNote).toBe('kept by the server')
    expect(body.location.geofence.vertices).toEqual(stored.location.geofence.vertices)
    // The geocoder is asked only when the seller changes the boundary.
    expect(calls.requests('GET', '/api/geocode/reverse')).toHaveLength(0)
  })

  it('keeps the stored city when a new boundary is set, and fills what is empty', async () => {
    const stored = storedProperty()
    const { locality: _locality, ...address } = stored.location.address
    formApi({ 'GET /api/properties/PROP-MABC12-XY34': () => ({ body: { success: true, property: { ...stored, location: { ...stored.location, address } } } }) })
    const { user } = renderEdit()
    await user.click(await screen.findByRole('button', { name: STENCIL_BUTTON_LABEL }))
    expect(await screen.findByText('The address you typed is kept.')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('Kharar')
  })

  it("shows the server's refusal for another seller's property", async () => {
    formApi({
      'GET /api/properties/PROP-MABC12-XY34': () => ({ status: 403, body: { success: false, message: messages.propertyToolsDenied, code: 'FORBIDDEN' } }),
    })
    renderEdit()
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have permission to access property management tools")
    expect(screen.getByRole('link', { name: 'Back to My Portfolio' }).getAttribute('href')).toBe('/seller/properties')
    expect(screen.queryByRole('form')).toBeNull()
  })

  it("says 'Property not found' for an unknown property", async () => {
    formApi({ 'GET /api/properties/PROP-MABC12-XY34': () => ({ status: 404, body: { success: false, message: messages.propertyNotFound, code: 'NOT_FOUND' } }) })
    renderEdit()
    expect((await screen.findByRole('alert')).textContent).toContain('Property not found')
  })

  it("shows 'Failed to update property' when the server cannot be reached", async () => {
    formApi({
      'GET /api/properties/PROP-MABC12-XY34': () => ({ body: { success: true, property: storedProperty() } }),
      'PUT /api/properties/PROP-MABC12-XY34': () => new Error('offline'),
    })
    const { user } = renderEdit()
    await user.click(await screen.findByRole('button', { name: 'Save property' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update propertyNetwork error: offline'))
  })
})
