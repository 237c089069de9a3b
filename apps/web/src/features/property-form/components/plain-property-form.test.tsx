import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages, propertyLimitMessages, type PropertyDraft } from '@vishwas/domain'
import { formApi, renderFormPage } from '../property-form-test-kit'
import { PlainPropertyPage } from './property-form-pages'

/** The JSON the form sent, as the test reads it. */
type Sent = PropertyDraft & Record<string, unknown>

const newPath = '/seller/properties/new'

describe('plain property form', () => {
  it('shows the essentials on one page, without a map', async () => {
    formApi()
    renderFormPage(<PlainPropertyPage />, newPath)
    expect(await screen.findByRole('heading', { level: 1, name: 'New property' })).toBeTruthy()
    for (const label of ['Title', /^Property type/, /^Status/, 'Listing type', 'Address line', 'Locality', /^City/, /^State/, 'PIN code', 'Total price (₹)', 'Total area', 'Area unit', 'Bedrooms', 'Bathrooms']) {
      expect(screen.getByLabelText(label)).toBeTruthy()
    }
    expect(screen.queryByTestId('boundary-map')).toBeNull()
    expect(screen.getByRole('link', { name: 'Use the full form with the map' }).getAttribute('href')).toBe('/seller/property/create')
  })

  it('checks with the same rules and messages', async () => {
    const calls = formApi()
    const { user } = renderFormPage(<PlainPropertyPage />, newPath)
    await user.click(await screen.findByRole('button', { name: 'Save property' }))
    expect(await screen.findAllByText(messages.missingRequiredField('location.address.city'))).toHaveLength(2)
    expect(screen.getAllByText(messages.missingRequiredField('location.address.state'))).toHaveLength(2)
    expect(calls.requests('POST', '/api/properties')).toHaveLength(0)
  })

  it('refuses a near-zero area and a sale at ₹0 with the server’s messages, on their fields', async () => {
    const calls = formApi()
    const { user } = renderFormPage(<PlainPropertyPage />, newPath)
    await user.selectOptions(await screen.findByLabelText(/^Status/), 'active')
    await user.type(screen.getByLabelText(/^City/), 'Mohali')
    await user.selectOptions(screen.getByLabelText(/^State/), 'Punjab')
    await user.type(screen.getByLabelText('Total price (₹)'), '0')
    await user.type(screen.getByLabelText('Total area'), '0.0000001')
    await user.selectOptions(screen.getByLabelText('Area unit'), 'sqm')
    await user.click(screen.getByRole('button', { name: 'Save property' }))
    expect((await screen.findAllByText(propertyLimitMessages.areaTooSmall)).length).toBeGreaterThan(0)
    expect(screen.getAllByText(propertyLimitMessages.salePriceMissing).length).toBeGreaterThan(0)
    expect(screen.getByLabelText('Total area').getAttribute('aria-invalid')).toBe('true')
    expect(calls.requests('POST', '/api/properties')).toHaveLength(0)
  })

  it('keeps a title longer than the limit whole and refuses it with the limit stated', async () => {
    const calls = formApi()
    const { user } = renderFormPage(<PlainPropertyPage />, newPath)
    const long = 'Spacious 3 BHK apartment with a park view, '.repeat(6).trim()
    const title = await screen.findByLabelText('Title')
    expect(screen.getByText(/At most 200 characters\./)).toBeTruthy()
    await user.click(title)
    await user.paste(long)
    expect((title as HTMLInputElement).value).toBe(long)
    await user.click(screen.getByRole('button', { name: 'Save property' }))
    expect((await screen.findAllByText(`Title must be at most 200 characters (it has ${long.length})`)).length).toBeGreaterThan(0)
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(calls.requests('POST', '/api/properties')).toHaveLength(0)
  })

  it('posts the same call as the smart form', async () => {
    const calls = formApi()
    const { user, router } = renderFormPage(<PlainPropertyPage />, newPath)
    await user.type(await screen.findByLabelText('Title'), '2 BHK builder floor')
    await user.selectOptions(screen.getByLabelText(/^Status/), 'active')
    await user.selectOptions(screen.getByLabelText('Listing type'), 'rent')
    await user.type(screen.getByLabelText('Address line'), 'House 12, Phase 3B2')
    await user.type(screen.getByLabelText(/^City/), 'Mohali')
    await user.selectOptions(screen.getByLabelText(/^State/), 'Punjab')
    await user.type(screen.getByLabelText('PIN code'), '160059')
    await user.type(screen.getByLabelText('Total price (₹)'), '25000')
    await user.type(screen.getByLabelText('Total area'), '1350')
    await user.selectOptions(screen.getByLabelText('Area unit'), 'sqft')
    await user.type(screen.getByLabelText('Bedrooms'), '2')
    await user.type(screen.getByLabelText('Bathrooms'), '2')
    await user.click(screen.getByRole('button', { name: 'Save property' }))

    await screen.findByText('Saved page for new-property-id')
    expect(router.state.location.pathname).toBe('/seller/properties/new-property-id')
    const body = calls.requests('POST', '/api/properties')[0]!.body as Sent
    expect(body.basicInfo).toEqual({ title: '2 BHK builder floor', type: 'residential', status: 'active', listingType: 'rent' })
    expect(body.location).toEqual({
      address: { line1: 'House 12, Phase 3B2', city: 'Mohali', state: 'Punjab', postalCode: '160059', country: 'India' },
      geofence: { vertices: [] },
    })
    expect(body.financial.pricing.totalPrice).toBe(25_000)
    expect(body.specifications).toEqual({ area: { total: 1350, unit: 'sqft' }, rooms: { bedrooms: 2, bathrooms: 2 } })
  })
})
